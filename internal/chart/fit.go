package chart

import (
	"strings"
	"unicode/utf8"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// A chart's text is laid out for the width it is drawn at, so that a
// Compact chart on a phone shows every word of it: a title wider than the
// chart breaks between words onto more lines, a legend whose entries would
// cover more than legendShare of the chart is set at smallLabelSize, and
// nominal x labels wider than the room each has stand upright (see
// Distribution). A Standard chart's text of ordinary length is unchanged.

// titleMargin is the room kept clear on each side of a title's lines.
const titleMargin = 6 * vg.Inch / 72

// legendShare is the largest share of a chart's width a legend's entries
// may take at the legend's usual size.
const legendShare = 0.5

// wrapText breaks s between words into lines, joined by "\n", each no wider
// than wide in style st: a word wider than wide on its own, such as a long
// file name or a title in a script written without spaces, is broken
// between characters, so that no line runs off a chart.
func wrapText(st text.Style, s string, wide vg.Length) string {
	words := strings.Fields(s)
	if len(words) == 0 || st.Width(s) <= wide {
		return s
	}
	var lines []string
	line := ""
	for _, w := range words {
		switch {
		case line == "":
		case st.Width(line+" "+w) <= wide:
			line += " " + w
			continue
		default:
			lines = append(lines, line)
		}
		for st.Width(w) > wide {
			head, rest := splitWidth(st, w, wide)
			if rest == "" { // a single character wider than wide
				break
			}
			lines = append(lines, head)
			w = rest
		}
		line = w
	}
	return strings.Join(append(lines, line), "\n")
}

// splitWidth splits the word w after as many of its characters as fit in
// wide in style st, and at least one: head is that part, rest what follows.
func splitWidth(st text.Style, w string, wide vg.Length) (head, rest string) {
	end := 0
	for i, r := range w {
		next := i + utf8.RuneLen(r)
		if end > 0 && st.Width(w[:next]) > wide {
			break
		}
		end = next
	}
	return w[:end], w[end:]
}

// fitTitle breaks p's title onto as many lines as a chart wide across
// needs.
func fitTitle(p *plot.Plot, wide vg.Length) {
	p.Title.Text = wrapText(p.Title.TextStyle, p.Title.Text, wide-2*titleMargin)
}

// fitLegend sets p's legend, whose entries are names, at smallLabelSize
// when its widest entry, thumbnail included, would take more than
// legendShare of a chart wide across.
func fitLegend(p *plot.Plot, names []string, wide vg.Length) {
	widest := vg.Length(0)
	for _, n := range names {
		widest = max(widest, p.Legend.TextStyle.Width(" "+n))
	}
	if p.Legend.ThumbnailWidth+widest > legendShare*wide && p.Legend.TextStyle.Font.Size > smallLabelSize {
		p.Legend.TextStyle.Font.Size = smallLabelSize
	}
}

// maxLabelLength is the longest a nominal x label is drawn, level or
// upright: a longer one, such as an outcome named at length, is cut to fit
// and ends in "…", so that standing upright it leaves its panel room to
// draw in (a label of 184 characters, upright, took more than the whole
// chart's height, and the chart was drawn inside out). The table beside a
// chart gives every label whole.
const maxLabelLength = 72 * vg.Inch / 72

// shorten returns s when it is at most most wide in style st, or else its
// longest beginning that, with "…" after it, is.
func shorten(st text.Style, s string, most vg.Length) string {
	if st.Width(s) <= most {
		return s
	}
	runes := []rune(s)
	cut := func(n int) string { return strings.TrimRight(string(runes[:n]), " ") + "…" }
	// The width grows with the number of runes kept: find the most that
	// fit by bisection, so that a long label costs few measures.
	lo, hi := 0, len(runes) // cut(lo) fits, or lo is 0; cut(hi) does not
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if st.Width(cut(mid)) <= most {
			lo = mid
		} else {
			hi = mid
		}
	}
	return cut(lo)
}

// axisRoom is about the width a y axis, its label and its numbers take
// beside a chart's data.
const axisRoom = 48 * vg.Inch / 72

// fitSideBySide reports whether labels, one to each equal share of the
// data's width on a chart wide across, fit upright side by side in style
// st, with at least a line of text between neighbours.
func fitSideBySide(st text.Style, labels []string, wide vg.Length) bool {
	if len(labels) == 0 {
		return true
	}
	room := (wide - axisRoom) / vg.Length(len(labels))
	for _, l := range labels {
		if st.Width(l)+st.Height(l) > room {
			return false
		}
	}
	return true
}
