package web

import (
	"context"
	"math/big"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/jovian"
)

// jovianPoolTool is the Jovian Wars pool page, the counterpart of
// "broadside jovian odds pool".
var jovianPoolTool = &mechTool{
	Key:   "jovian/pool",
	Title: "Jovian Wars pool",
	Intro: "The Result of a pool of d6 read as matching sets ([N], [D2], [T3], [Q4]), with flex dice removed by the best choice and macro dice raising (or, negative, lowering) sets.",
	read:  readJovianPool,
	Examples: []link{
		{Label: "5 dice", URL: "/odds/jovian/pool?n=5"},
		{Label: "4 dice, 1 flex, 2 macro", URL: "/odds/jovian/pool?n=4&flex=1&macro=2"},
	},
}

// jovianPool is a pool to roll.
type jovianPool struct {
	p jovian.Pool
}

// readJovianPool reads the pool form.
func readJovianPool(f *form) mechanic {
	n := f.number("n", "Dice", "the base pool", 4, 0, jovian.MaxDice)
	flex := f.number("flex", "Flex dice", "rolled with the pool, then removed", 0, -jovian.MaxDice, jovian.MaxDice)
	macro := f.number("macro", "Macro dice", "negative to lower sets", 0, -jovian.MaxDice, jovian.MaxDice)
	reroll := f.check("reroll", "Re-roll an [N] (Beam)", "")
	if !f.ok() {
		return nil
	}
	p := jovian.Pool{Base: n, Flex: flex, Macro: macro, Reroll: reroll}
	if err := p.Validate(); err != nil {
		f.fail("n", err.Error())
		return nil
	}
	return jovianPool{p: p}
}

func (j jovianPool) odds(ctx context.Context, exact bool) (mechOdds, error) {
	t, err := jovian.PoolOddsContext(ctx, j.p, jovian.Options{})
	if err != nil {
		return mechOdds{}, err
	}
	label := func(c dice.Code) string { return c.String() }
	out := t.JSON(exact, label)
	var facts []fact
	for _, m := range []dice.Magnitude{dice.D, dice.T, dice.Q} {
		at := new(big.Rat)
		for _, it := range t.Items() {
			if it.Value.Best() >= m {
				at.Add(at, it.P)
			}
		}
		f, _ := at.Float64()
		facts = append(facts, fact{Label: "P([" + m.String() + "+])", Value: percent(f)})
	}
	return mechOdds{Facts: facts, Dists: []distView{newDistView(j.p.String(), "result", out, false)}, JSON: out}, nil
}

// jovianPoolRollJSON is the API's answer to a roll of a pool.
type jovianPoolRollJSON struct {
	Dice    []int  `json:"dice"`
	Macro   []int  `json:"macro,omitempty"`
	Removed []int  `json:"removed,omitempty"`
	Result  string `json:"result"`
	Text    string `json:"text"`
}

func (j jovianPool) roll(src rng.Source) (mechRoll, error) {
	r, err := j.p.Roll(src, jovian.Options{}, "pool", nil)
	if err != nil {
		return mechRoll{}, err
	}
	text := r.String()
	return mechRoll{Steps: []string{text}, Result: r.Result.String(),
		JSON: jovianPoolRollJSON{Dice: r.Dice, Macro: r.Macro, Removed: r.Removed, Result: r.Result.String(), Text: text}}, nil
}
