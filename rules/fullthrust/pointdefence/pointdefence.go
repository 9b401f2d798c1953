package pointdefence

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/rules/fullthrust"
)

// raidOut is what one raid did, in numbers; the resolver fills it without
// allocating once its slices have grown.
type raidOut struct {
	pdl     int                 // 2015: the point defence level before screens
	damage  fullthrust.Damage   // all points on the target
	missile int                 // salvo missiles that hit
	losses  []int               // fighters lost by each group of the raid
	cef     []bool              // groups that spend a CEF
	fired   []bool              // groups that rolled their own attack dice at the target
	eclipse []fullthrust.Damage // points on each eclipser of the target (raidPlan.eclipsers)
	// screenLoss is the fighters each screening group of the target lost
	// (classic dogfights).
	screenLoss []int
}

// reset clears the effects for a raid of groups attacking groups, with
// screens screening groups on the target and eclipsers ships eclipsing it.
func (o *raidOut) reset(groups, screens, eclipsers int) {
	o.pdl, o.damage, o.missile = 0, fullthrust.Damage{}, 0
	o.eclipse = o.eclipse[:0]
	for range eclipsers {
		o.eclipse = append(o.eclipse, fullthrust.Damage{})
	}
	o.losses = resize(o.losses, groups)
	o.cef = resizeBool(o.cef, groups)
	o.fired = resizeBool(o.fired, groups)
	o.screenLoss = resize(o.screenLoss, screens)
}

func resize(s []int, n int) []int {
	if cap(s) < n {
		return make([]int, n)
	}
	s = s[:n]
	clear(s)
	return s
}

func resizeBool(s []bool, n int) []bool {
	if cap(s) < n {
		return make([]bool, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// resolver resolves raids from one dice source. log is nil when no log is
// kept (Monte Carlo).
type resolver struct {
	opt    fullthrust.Options
	r      roller
	log    *Log
	bolts  map[string]int // Options.PlasmaOneDie: the to-hit die of each bolt ID
	counts []int          // scratch: fighters left per group during casualties
}

// note appends a log entry when a log is kept.
func (rv *resolver) note(p *raidPlan, step Step, who string, rec *throwRec, value int, text string) {
	if rv.log == nil {
		return
	}
	*rv.log = append(*rv.log, Entry{Ship: p.ship, Step: step, Who: who, Dice: rec.dice(), Value: value, Text: text})
}

// rec returns a throw record when a log is kept.
func (rv *resolver) rec() *throwRec {
	if rv.log == nil {
		return nil
	}
	return &throwRec{}
}

// raid2015 resolves one raid by the 2015 procedure, step by step as the
// text orders them: the point defence level, heavy missiles and plasma
// bolts, fighter attacks, casualties, salvo missiles. Nothing is applied
// here: out collects the effects, which take place together at the end of
// the action ("all combat effects are considered simultaneous").
func (rv *resolver) raid2015(p *raidPlan, out *raidOut) {
	r := p.raid
	out.reset(len(r.Groups), 0, len(p.eclipsers))

	// Point defence level.
	pdl := 0
	for i := range p.pdl {
		b := &p.pdl[i]
		rec := rv.rec()
		first, later := rv.r.throw(b.die, b.n, b.purpose, b.again, rec)
		pdl += first + later
		if rec != nil {
			rv.note(p, StepPDL, b.label, rec, first+later, fmt.Sprintf("%s: %s → %d", b.label, rec.text(), first+later))
		}
	}
	out.pdl = pdl
	if rv.log != nil {
		rv.note(p, StepPDL, "PDL", nil, pdl, rv.pdlSummary(p, pdl))
	}

	// Heavy missiles and plasma bolts.
	rv.heavy(p, pdl, r.Heavy, 0, "heavy missile", out)
	rv.heavy(p, pdl, r.AdvancedHeavy, 1, "advanced heavy missile", out)
	for k := range r.Plasma {
		rv.plasma(p, pdl, k, out)
	}
	rv.blastMissiles(p, r)
	rv.blast(p, out)

	// Fighter attacks.
	runs := p.strikesAt(pdl)
	if rv.log != nil && p.replanned(pdl) {
		rv.note(p, StepFighters, "plan", nil, len(runs), fmt.Sprintf("at PDL %d the attacker re-plans assistance: %s", pdl, planText(runs)))
	}
	for i := range runs {
		rv.fighters(p, &runs[i], pdl, out)
	}
	for g := range r.Groups {
		out.cef[g] = true
	}

	// Casualties, only when the level before screens is above zero.
	if pdl > 0 {
		for i := range p.types {
			rv.casualties(p, &p.types[i], out)
		}
	} else if len(r.Groups) > 0 && rv.log != nil {
		rv.note(p, StepCasualties, "none", nil, 0, "no casualties: the point defence level before screens is 0")
	}

	// Salvo missiles at the adjusted level.
	if r.Salvos > 0 {
		rv.salvos(p, pdl, r.Salvos, out)
	}
}

// pdlSummary describes the level and the bands each kind of attacker meets.
func (rv *resolver) pdlSummary(p *raidPlan, pdl int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "PDL %d (band %s)", pdl, BandOf(pdl))
	if p.screen > 0 && len(p.raid.Groups) > 0 {
		kind := "standard"
		if p.advanced {
			kind = "advanced"
		}
		fmt.Fprintf(&b, "; level-%d %s screens: %d against fighters (band %s)", p.screen, kind, pdl+2*p.screen, BandOf(pdl+2*p.screen))
		if !p.advanced {
			b.WriteString(", not against torpedo or kinetic fighters")
		}
	}
	if p.raid.Salvos > 0 {
		adj := max(0, pdl-p.raid.Salvos+1)
		fmt.Fprintf(&b, "; against %s: %d - %d + 1 = %d (band %s)", plural(p.raid.Salvos, "salvo", "salvos"), pdl, p.raid.Salvos, adj, BandOf(adj))
	}
	return b.String()
}
