package web

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
)

// The strike page's rules options, the counterparts of "--option
// name=value", and its Monte Carlo run, the counterpart of "--trials N
// --seed S" of "broadside ft odds strike".

// ftOptionField begins the query parameter of a rules option: "opt-kinetic".
const ftOptionField = "opt-"

// maxWebTrials is the most trials a page's Monte Carlo run may ask for
// (half when the page compares both procedures, which samples each). The
// run uses one goroutine, inside the server's cap on heavy requests, so a
// page takes at most a second or so.
const maxWebTrials = 100_000

// ftOptionFile is the choice that keeps the strike file's own value.
const ftOptionFile = "file"

// ftOptionChoice is a rules option set on the form.
type ftOptionChoice struct{ name, value string }

// readFTOptions reads one select per rules option but the procedure (the
// rules field sets that one): the file's own value, or one of the option's
// values, the default first. It returns the options set.
func readFTOptions(f *form) []ftOptionChoice {
	var out []ftOptionChoice
	for _, o := range (fullthrust.Options{}).Values() {
		if o.Name == "rules" {
			continue
		}
		label, ref := splitOptionHelp(o.Help)
		v := f.choice(ftOptionField+o.Name, label, "", append([]string{ftOptionFile}, o.Values...))
		fd := &f.Fields[len(f.Fields)-1]
		fd.Term = strings.TrimSpace(o.Name + " " + ref)
		fd.OptionText = append([]string{"as the file says (else " + o.Values[0] + ")"}, o.Values...)
		fd.Group = "Rules options: readings of unclear rules and house rules"
		if v != ftOptionFile {
			out = append(out, ftOptionChoice{name: o.Name, value: v})
		}
	}
	return out
}

// splitOptionHelp turns an option's help, such as "when threshold checks
// are rolled (A2)", into a label, "When threshold checks are rolled", and
// the reference in brackets, "(A2)" ("" when there is none).
func splitOptionHelp(help string) (label, ref string) {
	label = help
	if i := strings.LastIndex(help, " ("); i > 0 && strings.HasSuffix(help, ")") {
		label, ref = help[:i], help[i+1:]
	}
	if label != "" {
		label = strings.ToUpper(label[:1]) + label[1:]
	}
	return label, ref
}

// monteCarlo is a Monte Carlo run asked for on a page: Trials trials (0 for
// none) from Seed.
type monteCarlo struct {
	Trials int
	Seed   rng.Seed
}

// readMonteCarlo reads the trials (0 to maxWebTrials, 0 for none) and the
// seed in hexadecimal (1 when absent, so that the page's address gives the
// same run every time).
func readMonteCarlo(f *form) monteCarlo {
	mc := monteCarlo{Trials: f.number("trials", "Monte Carlo trials", fmt.Sprintf("0 for the exact odds alone; up to %d resolutions of the strike to set beside them", maxWebTrials), 0, 0, maxWebTrials)}
	text := f.line("mc-seed", "Monte Carlo seed", "hexadecimal, 1 to 16 digits", "1", 16)
	for i := range f.Fields[len(f.Fields)-2:] {
		f.Fields[len(f.Fields)-2+i].RollOnly = true
	}
	seed, err := rng.ParseSeed(text)
	if err != nil {
		f.fail("mc-seed", strings.TrimPrefix(err.Error(), "rng: "))
	}
	mc.Seed = seed
	return mc
}
