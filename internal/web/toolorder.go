package web

import (
	"net/url"
	"slices"
)

// A tool page (labtool.html, and the battle lab's lab.html) is drawn in
// one of two orders. A page opened by a link that carries its inputs, or
// by submitting its form, and whose inputs all read, shows its result
// first, under the heading "Result", with the form after it under "Change
// the inputs": a player who follows a shared link sees the answer on the
// first screen, on a phone too, and reads (or tabs through) it before the
// form. Any other page shows the form first: one opened without inputs
// (even when its defaults give odds below the form), and one whose inputs
// have a mistake, which then begins with a list of every mistake, each
// linked to its field. The order is the order of the page's markup, so
// that it holds without scripts and a screen reader meets the parts in the
// order the eye does. The battle lab draws its run first when the address
// asks for one (run=1) and its form reads. The templates both pages share
// are in templates/parts.html.

// pageParams are the query parameters of a tool page besides its fields:
// what a link to a roll or to dice rolled at the table carries.
var pageParams = []string{"exact", "roll", "seed", "dice"}

// hasInputs reports whether the query q sets one of the fields or, on a
// page that rolls dice, one of pageParams: whether the page was opened by
// a link with inputs or by its form, rather than by its bare address. A
// page that rolls no dice (mechTool.NoDice) reads none of pageParams.
func hasInputs(q url.Values, fields []field, rolls bool) bool {
	if rolls && slices.ContainsFunc(pageParams, q.Has) {
		return true
	}
	return slices.ContainsFunc(fields, func(f field) bool { return q.Has(f.Name) })
}

// inputError is one mistake in a page's inputs, as the summary above the
// form lists it: the label of the field it is in ("" for a mistake of the
// whole form), the id of the element to go to, and the message.
type inputError struct {
	Label, Target, Message string
}

// inputErrors returns the mistakes of the page d in the order of the
// form: each field's, the seed's, the table's dice, then the odds the
// library refused; nil when there are none.
func inputErrors(d *toolPageData) []inputError {
	var out []inputError
	for _, f := range d.Fields {
		if f.Error != "" {
			out = append(out, inputError{Label: f.Label, Target: "f-" + f.Name, Message: f.Error})
		}
	}
	if d.SeedError != "" {
		out = append(out, inputError{Label: "Seed", Target: "seed", Message: d.SeedError})
	}
	if d.Table != nil && d.Table.Problem != "" {
		out = append(out, inputError{Label: "Dice rolled at the table", Target: "dice", Message: d.Table.Problem})
	}
	if d.OddsError != "" {
		out = append(out, inputError{Message: d.OddsError})
	}
	return out
}

// errors returns the mistakes of the lab's form f in the order of its
// fields; nil when there are none.
func (f labForm) errors() []inputError {
	var out []inputError
	add := func(label, target, message string) {
		if message != "" {
			out = append(out, inputError{Label: label, Target: target, Message: message})
		}
	}
	add("Scenario", "f-scenario", f.ScenarioError)
	for _, e := range f.FileErrors {
		add("Your own file", "f-file", e)
	}
	add("Trials", "f-trials", f.TrialsError)
	add("Seed", "f-seed", f.SeedError)
	add("Computer players", "f-players", f.PlayersError)
	return out
}

// order sets how the page d is drawn (see above) from its query q: its
// Errors, and ResultFirst when it has a result, no mistake and inputs.
func (d *toolPageData) order(q url.Values) {
	d.Errors = inputErrors(d)
	shown := d.Odds != nil || d.Rolled != nil || d.Table != nil
	d.ResultFirst = shown && len(d.Errors) == 0 && hasInputs(q, d.Fields, !d.Tool.NoDice)
}
