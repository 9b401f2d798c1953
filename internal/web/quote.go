package web

import (
	"strconv"
	"unicode/utf8"
)

// maxActionBytes is the longest action text a game accepts; the longest
// real action ("fire 12 at salvo 3 missile 4", a path of MaxPath hexes
// with turns) is well under 100 bytes.
const maxActionBytes = 200

// quoteShort quotes s for a message as Go does (printable characters of
// any script as themselves, others as their code point, such as \x00 or
// \u200b), cut to its first max characters and followed by how long it
// was when it is longer.
func quoteShort(s string, max int) string {
	n := utf8.RuneCountInString(s)
	if n <= max {
		return strconv.Quote(s)
	}
	cut := s
	for i := range s {
		if max == 0 {
			cut = s[:i]
			break
		}
		max--
	}
	return strconv.Quote(cut) + "… (" + strconv.Itoa(n) + " characters)"
}
