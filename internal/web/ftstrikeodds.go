package web

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// A battle page's results show, beside the dice of the turn's fighter and
// missile strike, the exact odds each raid had before its dice were
// rolled: pointdefence.Odds of the strike the battle resolved
// (battle.State.LastStrike), computed within the server's bounds on exact
// work (Server.compute) and pointdefence.MaxExactWork, and kept in the
// odds cache under the strike's hash, so that every seat's page and every
// reload computes them once.

// ftStrikeView is the odds of the turn's strike as the results show them:
// a table of the raids, or a note saying why there is none.
type ftStrikeView struct {
	Table tableView
	Note  string
}

// ftStrikeHead are the columns of the strike's table.
var ftStrikeHead = []string{"ship attacked", "attackers", "expected damage (points)", "P(destroyed)", "fighters lost (expected)"}

// strikeView returns the exact odds of the strike rec, from the cache or
// computed within the request's context and the server's bounds. A strike
// past pointdefence.MaxExactWork, or a server too busy, gets a note
// instead of odds, never a failed page.
func (s *Server) strikeView(ctx context.Context, rec battle.StrikeRecord) ftStrikeView {
	data, err := json.Marshal(struct {
		Strike  pointdefence.Strike
		Options any
	}{rec.Strike, rec.Options})
	if err != nil {
		return ftStrikeView{Note: "the exact odds of this strike could not be computed: " + err.Error()}
	}
	sum := sha256.Sum256(data)
	key := "ftgame-strike|" + hex.EncodeToString(sum[:])
	if o, ok := s.odds.get(key); ok && len(o.Tables) == 1 {
		return ftStrikeView{Table: o.Tables[0]}
	}
	var t tableView
	var oerr error
	cerr := s.compute(ctx, func(ctx context.Context) {
		odds, err := pointdefence.OddsContext(ctx, rec.Strike, rec.Options)
		if err != nil {
			oerr = err
			return
		}
		t = strikeTable(rec.Strike, odds)
		s.odds.put(key, mechOdds{Tables: []tableView{t}}, oddsSize(mechOdds{Tables: []tableView{t}}))
	})
	var budget *pointdefence.BudgetError
	switch {
	case cerr != nil:
		return ftStrikeView{Note: "the exact odds of this strike are not shown: " + cerr.Error()}
	case errors.As(oerr, &budget):
		return ftStrikeView{Note: fmt.Sprintf("this strike is too large for exact odds (%s)", budget.Error())}
	case oerr != nil:
		return ftStrikeView{Note: "the exact odds of this strike could not be computed: " + oerr.Error()}
	}
	return ftStrikeView{Table: t}
}

// strikeTable lays out the odds of every raid of st, one row a raid.
func strikeTable(st pointdefence.Strike, odds []pointdefence.RaidOdds) tableView {
	t := tableView{Title: "The exact odds of each raid before its dice", Head: ftStrikeHead}
	for _, o := range odds {
		t.Rows = append(t.Rows, []string{o.Ship, raidAttackers(st.Raids[o.Raid]), ratNumber(o.MeanDamage), ratPercent(o.Destroyed), ratNumber(o.MeanLosses)})
	}
	return t
}

// raidAttackers names what a raid is made of, such as "2 fighter groups,
// 3 salvos, 1 heavy missile".
func raidAttackers(r pointdefence.Raid) string {
	var parts []string
	add := func(n int, one, many string) {
		switch {
		case n == 1:
			parts = append(parts, "1 "+one)
		case n > 1:
			parts = append(parts, fmt.Sprintf("%d %s", n, many))
		}
	}
	add(len(r.Groups), "fighter group", "fighter groups")
	add(r.Salvos, "salvo", "salvos")
	add(r.Heavy, "heavy missile", "heavy missiles")
	add(r.AdvancedHeavy, "advanced heavy missile", "advanced heavy missiles")
	add(len(r.Plasma), "plasma bolt", "plasma bolts")
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// ratNumber shows an exact value as a decimal.
func ratNumber(r *big.Rat) string {
	if r == nil {
		return "0"
	}
	f, _ := r.Float64()
	return number(f)
}

// ratPercent shows an exact probability as a percentage.
func ratPercent(r *big.Rat) string {
	if r == nil {
		return "0%"
	}
	f, _ := r.Float64()
	return percent(f)
}
