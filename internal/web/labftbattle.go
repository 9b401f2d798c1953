package web

import (
	"context"
	"fmt"
	"io/fs"
	"strings"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/scenario"
	"github.com/broadside/broadside/sim"
)

// The lab fights Full Thrust battles as "broadside battle FILE --trials N"
// does: every side played by a computer player of the form's kind, the
// outcome summarised by lab.FTBattles with each side's fighters and
// missiles spent beside its ships and points lost.

// loadFTBattles adds the battle-*.yaml files of ft's fullthrust folder to
// the catalogue, recording the error of any that does not load.
func (c *labCatalogue) loadFTBattles(ft fs.FS) {
	files, err := fs.Glob(ft, "fullthrust/battle-*.yaml")
	if err != nil {
		c.problems = append(c.problems, fmt.Errorf("web: lab battles: %w", err))
	}
	for _, name := range files {
		data, err := fs.ReadFile(ft, name)
		if err != nil {
			c.problems = append(c.problems, fmt.Errorf("web: lab battle %s: %w", name, err))
			continue
		}
		b, err := scenario.DecodeFTBattle(name, data)
		if err != nil {
			c.problems = append(c.problems, fmt.Errorf("web: lab battle %s: %w", name, err))
			continue
		}
		c.all = append(c.all, labScenario{Key: strings.TrimSuffix(name, ".yaml"), Name: b.Setup.Name, About: leadComment(data), Kind: labFTBattle, fb: b, text: string(data)})
	}
}

// sides is the number of sides of the scenario's battle, which take one
// computer player each: Space Fleet and Full Thrust battles only, 0 for
// the other rulesets.
func (sc labScenario) sides() int {
	switch sc.Kind {
	case labSpaceFleet:
		return len(sc.sf.sf.Setup.Sides)
	case labFTBattle:
		return len(sc.fb.Setup.Sides)
	}
	return 0
}

// fightFTBattles fights the battle of sc with the computer players kinds.
func fightFTBattles(ctx context.Context, cfg sim.Config, sc labScenario, kinds []string) (labOutcome, error) {
	o, err := lab.FTBattles(ctx, cfg, sc.fb.Setup, kinds)
	if err != nil {
		return labOutcome{}, err
	}
	return ftBattleOutcome(o, sc.fb.Setup.Turns), nil
}

// ftBattleOutcome lays out Full Thrust battles: each side's ships and
// points lost, as a Space Fleet battle's, and the fighters and missiles it
// spent per battle. turns is the battle's turn limit, 0 for none.
func ftBattleOutcome(o lab.BattleOdds, turns int) labOutcome {
	out := battleOutcome(o)
	out.Kind = labFTBattle
	if turns > 0 {
		out.Limit = fmt.Sprintf("turn limit %d", turns)
	}
	out.PieceCaption = "Fighters and missiles spent"
	out.PieceNote = "Each side's means per battle, with their 95% intervals: salvos fired from racks and launchers, heavy missiles and plasma bolts fired, fighter groups launched and destroyed (in space or in a destroyed carrier's bay), and fighters lost over all its groups."
	out.PieceColumns = []string{"salvos", "heavy missiles", "plasma bolts", "groups launched", "groups lost", "fighters lost"}
	for _, s := range o.Sides {
		if sp := s.Spent; sp != nil {
			out.Pieces = append(out.Pieces, labRow{Name: s.Name, Cells: []string{sp.Salvos.String(), sp.Heavy.String(),
				sp.Plasma.String(), sp.Launched.String(), sp.GroupsLost.String(), sp.FightersLost.String()}})
		}
	}
	return out
}
