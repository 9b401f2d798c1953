package web

import (
	"context"
	"fmt"
	"html"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/pointdefence"
)

// TestFTPageStrikeOdds plays a battle against the computer's missile boats
// until a turn's results hold a strike, and checks that the page shows,
// beside the strike's dice, a row for each raid whose figures are those of
// pointdefence.Odds of the strike the battle resolved; a reload finds them
// in the odds cache.
func TestFTPageStrikeOdds(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	g, rec := playToStrike(t, s)
	tok := g.Tokens[1]
	page := pageAs(s, g.ID, 1, tok, "").Body.String()
	odds, err := pointdefence.Odds(rec.Strike, rec.Options)
	if err != nil {
		t.Fatal(err)
	}
	rows := strikeRows(t, page)
	if len(rows) != len(odds) {
		t.Fatalf("the page shows %d raids, the strike has %d: %q", len(rows), len(odds), rows)
	}
	for i, o := range odds {
		md, _ := o.MeanDamage.Float64()
		pd, _ := o.Destroyed.Float64()
		ml, _ := o.MeanLosses.Float64()
		want := []string{o.Ship, raidAttackers(rec.Strike.Raids[o.Raid]), number(md), percent(pd), number(ml)}
		if !slices.Equal(rows[i], want) {
			t.Errorf("raid %d shows %q, pointdefence.Odds gives %q", i, rows[i], want)
		}
	}
	t.Logf("turn %d: %q", rec.Turn, rows)
	if n, _ := s.odds.len(); n == 0 {
		t.Error("the strike's odds are not in the cache")
	}
	if again := strikeRows(t, pageAs(s, g.ID, 1, tok, "").Body.String()); !slices.EqualFunc(again, rows, slices.Equal) {
		t.Errorf("the reload shows %q", again)
	}
}

// playToStrike plays the missile boats battle on s, the computer's
// Raiders against a human Convoy that moves straight on and fires at
// anything in reach, until a turn's results hold a strike; it returns the
// game and the strike.
func playToStrike(t *testing.T, s *Server) (createdGame, battle.StrikeRecord) {
	t.Helper()
	g := newAPIGame(t, s, newGameRequest{Ruleset: "fullthrust", Scenario: "battle-missile-boats", Seats: []string{"computer", "human"}})
	tok := g.Tokens[1]
	var rec battle.StrikeRecord
	for round := 0; round < 40; round++ {
		state, _ := ftStateOf(t, s, g.ID, tok)
		if state.Over {
			break
		}
		var orders string
		if state.View.Phase == "fire" {
			orders = fireAtAnything(t, s, g.ID, tok, state.View)
		}
		if code, body := submitFT(t, s, g.ID, tok, state.Version, orders); code != http.StatusOK {
			t.Fatalf("round %d: %d %s", round, code, body)
		}
		var ok bool
		if err := s.hub.with(context.Background(), g.ID, func(lg *liveGame) error {
			st, _ := lg.battle()
			rec, ok = st.LastStrike()
			ok = ok && rec.Turn == st.Turn() && slices.ContainsFunc(lastKinds(lg), func(kind string) bool { return kind == "strike" })
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if ok {
			return g, rec
		}
	}
	t.Fatal("no strike in the battle")
	return g, rec
}

// lastKinds returns the kinds of the events of the game's last
// resolution.
func lastKinds(g *liveGame) []string {
	var kinds []string
	n := len(g.events)
	for k := n - 1; k >= 0 && g.events[k].Action == g.events[n-1].Action; k-- {
		kinds = append(kinds, g.events[k].Kind)
	}
	return kinds
}

// strikeRows reads the rows of the strike odds table of a battle page.
func strikeRows(t *testing.T, page string) [][]string {
	t.Helper()
	m := regexp.MustCompile(`(?s)<table class="dist" id="strike-odds">.*?<tbody>(.*?)</tbody>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no strike odds on the page")
	}
	var rows [][]string
	for _, tr := range regexp.MustCompile(`(?s)<tr>(.*?)</tr>`).FindAllStringSubmatch(m[1], -1) {
		var row []string
		for _, c := range regexp.MustCompile(`(?s)<t[hd][^>]*>(.*?)</t[hd]>`).FindAllStringSubmatch(tr[1], -1) {
			row = append(row, html.UnescapeString(c[1]))
		}
		rows = append(rows, row)
	}
	return rows
}

// TestFTStrikeTooLarge checks that a strike past pointdefence.MaxExactWork
// is shown as too large for exact odds, at once, instead of failing.
func TestFTStrikeTooLarge(t *testing.T) {
	s := gameServer(t, newTestStore(t))
	sh := fullthrust.Ship{Name: "Target", Mass: 100, Hull: fullthrust.HullRows(12_000, 12), Drive: fullthrust.Drive{Thrust: 2}}
	r := pointdefence.Raid{Target: 0}
	for i := range 2 {
		r.Groups = append(r.Groups, pointdefence.Attacker{Group: pointdefence.NewGroup(fmt.Sprint("G", i+1), pointdefence.Standard)})
	}
	rec := battle.StrikeRecord{Turn: 1, Strike: pointdefence.Strike{Ships: []fullthrust.Ship{sh}, Defence: []pointdefence.Defence{pointdefence.DefaultDefence(sh)}, Raids: []pointdefence.Raid{r}}}
	v := s.strikeView(context.Background(), rec)
	if !strings.Contains(v.Note, "too large for exact odds") || len(v.Table.Rows) != 0 {
		t.Errorf("view %+v", v)
	}
}
