package pointdefence

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/rules/fullthrust"
)

// fighters resolves one attack run by the 2015 table ("Fighter attacks",
// "Fighter assistance"): the group rolls one die per fighter of the smallest
// group among it and its assistants, on its band lowered once for attack
// and torpedo fighters and once per assistant (never to band 0); re-rolls
// meet the screens alone. Torpedo hits do 1D6 each, less the advanced
// screen level.
func (rv *resolver) fighters(p *raidPlan, sp *strikePlan, pdl int, out *raidOut) {
	die, band, rb := p.attackDie(sp, pdl, rv.opt)
	out.fired[sp.group] = true
	rec := rv.rec()
	first, later := rv.r.throw(die, sp.dice, sp.purpose, sp.again, rec)
	hits := first + later
	if rec != nil {
		rv.note(p, StepFighters, sp.label, rec, hits, rv.attackText(p, sp, pdl, band, rb, rec, hits))
	}
	if sp.typ != Torpedo {
		out.damage.Normal += hits
		return
	}
	if hits > 0 {
		adv := p.advancedLevel()
		rv.damageDice(p, StepFighters, hits, adv, rv.opt.SAPOrdnance, sp.damage, out, func() string {
			return fmt.Sprintf("torpedo damage, %s", damageNote(hits, adv, 0))
		})
	}
}

// attackText describes an attack run for the log.
func (rv *resolver) attackText(p *raidPlan, sp *strikePlan, pdl int, band, rb Band, rec *throwRec, hits int) string {
	var b strings.Builder
	b.WriteString(sp.label)
	r := p.raid
	if len(sp.assists) > 0 {
		names := make([]string, len(sp.assists))
		for i, h := range sp.assists {
			names[i] = r.Groups[h].Label()
		}
		fmt.Fprintf(&b, " assisted by %s, %s", strings.Join(names, " and "), plural(sp.dice, "die", "dice"))
	}
	level := p.pdlFor(pdl, sp.typ)
	fmt.Fprintf(&b, " at PDL %d", level)
	if level != pdl {
		fmt.Fprintf(&b, " (%d + %d for screens)", pdl, level-pdl)
	}
	fmt.Fprintf(&b, ", band %s", BandOf(level))
	if band != BandOf(level) {
		fmt.Fprintf(&b, " lowered to %s", band)
	}
	fmt.Fprintf(&b, " [%s]", hitTable(band))
	if fighterScores[band].reroll && !(sp.typ == Kinetic && !rv.opt.KineticRerolls) && rb != band {
		fmt.Fprintf(&b, ", re-rolls at band %s [%s]", rb, hitTable(rb))
	}
	fmt.Fprintf(&b, ": %s → %s", rec.text(), plural(hits, "hit", "hits"))
	return b.String()
}

// hitTable describes a band's fighter row, such as "5 = 1, 6 = 2 + re-roll".
func hitTable(b Band) string {
	row := fighterScores[b]
	var parts []string
	for f := 1; f <= 6; {
		s := row.s[f-1]
		g := f
		for g < 6 && row.s[g] == s && !(g == 5 && row.reroll) {
			g++
		}
		if s > 0 {
			faces := fmt.Sprint(f)
			if g > f {
				faces = fmt.Sprintf("%d-%d", f, g)
			}
			part := fmt.Sprintf("%s = %d", faces, s)
			if g == 6 && row.reroll {
				part += " + re-roll"
			}
			parts = append(parts, part)
		}
		f = g + 1
	}
	if len(parts) == 0 {
		return "no effect"
	}
	return strings.Join(parts, ", ")
}

// casualties resolves the casualty dice against one fighter type ("Fighter
// casualties"): one die per group of the type, attacking or assisting, on
// the heavy or the other table, improved when the ship has ADFC or fired
// scatterguns; the attacker spreads the kills over the type's groups.
func (rv *resolver) casualties(p *raidPlan, t *typeGroups, out *raidOut) {
	heavy := b2i(t.typ == Heavy)
	die := &casualtyDice[heavy][b2i(p.bonus)]
	rec := rv.rec()
	first, later := rv.r.throw(die, len(t.groups), t.purpose, t.again, rec)
	kills := first + later
	rv.counts = resize(rv.counts, len(p.raid.Groups))
	for _, g := range t.groups {
		rv.counts[g] = p.raid.Groups[g].Strength - out.losses[g] // what plasma blasts left
	}
	taken := 0
	for range kills {
		g := pickCasualty(rv.counts, t.groups, rv.opt.Casualties)
		if g < 0 {
			break
		}
		rv.counts[g]--
		out.losses[g]++
		taken++
	}
	if rec != nil {
		table := "other fighters"
		if heavy == 1 {
			table = "heavy fighters"
		}
		if p.bonus {
			table += ", ADFC or scatterguns"
		}
		var who []string
		for _, g := range t.groups {
			if out.losses[g] > 0 {
				who = append(who, fmt.Sprintf("%s -%d", p.raid.Groups[g].Name, out.losses[g]))
			}
		}
		text := fmt.Sprintf("against %s (%s, table for %s): %s → %s",
			t.typ.String()+" fighters", plural(len(t.groups), "group", "groups"), table, rec.text(), plural(kills, "casualty", "casualties"))
		if len(who) > 0 {
			text += ": " + strings.Join(who, ", ")
		}
		if taken < kills {
			text += fmt.Sprintf(" (%d beyond the fighters there are)", kills-taken)
		}
		rv.note(p, StepCasualties, t.typ.String(), rec, taken, text)
	}
}

// pickCasualty returns the group that takes the next casualty, or -1 when
// none has fighters left: the strongest (CasualtiesEven) or the weakest
// (CasualtiesConcentrate), the earliest listed among equals.
func pickCasualty(counts, groups []int, order fullthrust.CasualtyOrder) int {
	best := -1
	for _, g := range groups {
		if counts[g] == 0 {
			continue
		}
		switch {
		case best < 0:
			best = g
		case order == fullthrust.CasualtiesEven && counts[g] > counts[best]:
			best = g
		case order == fullthrust.CasualtiesConcentrate && counts[g] < counts[best]:
			best = g
		}
	}
	return best
}
