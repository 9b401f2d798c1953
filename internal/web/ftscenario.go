package web

import (
	"context"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/broadside/broadside/examples"
	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/scenario"
)

// ftBattle is a Full Thrust battle a new game can start from: one of the
// battle files embedded by package examples, decoded once.
type ftBattle struct {
	Key   string // the file name without ".yaml": "battle-cruiser-action"
	Name  string // the battle's own name: "Cruiser action"
	About string // the comment at the top of the file, without the hashes
	Turns int    // the turn limit
	Ships int    // ships on every side
	Sides []string
	setup battle.Setup
}

// ftBattles returns the embedded battles, fewest ships first, decoded on
// the first call. An embedded file that does not decode is a build mistake
// the tests catch; it is left out.
var ftBattles = sync.OnceValue(func() []ftBattle { return loadFTBattles(examples.FullThrust) })

// loadFTBattles decodes every fullthrust/battle-*.yaml of fsys.
func loadFTBattles(fsys fs.FS) []ftBattle {
	names, err := fs.Glob(fsys, "fullthrust/battle-*.yaml")
	if err != nil {
		return nil
	}
	var out []ftBattle
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			continue
		}
		b, err := scenario.DecodeFTBattle(name, data)
		if err != nil {
			continue
		}
		out = append(out, newFTBattle(strings.TrimSuffix(path.Base(name), ".yaml"), leadComment(data), b.Setup))
	}
	slices.SortStableFunc(out, func(a, b ftBattle) int { return a.Ships - b.Ships })
	return out
}

// newFTBattle describes a decoded battle.
func newFTBattle(key, about string, s battle.Setup) ftBattle {
	return ftBattle{Key: key, Name: s.Name, About: about, Turns: s.Turns, Ships: len(s.Ships), Sides: s.Sides, setup: s}
}

// findFTBattle returns the embedded battle with the given key.
func findFTBattle(key string) (ftBattle, bool) {
	for _, b := range ftBattles() {
		if b.Key == key {
			return b, true
		}
	}
	return ftBattle{}, false
}

// ftRuleset is the registry name of Full Thrust battles, as a new game
// request names it.
var ftRuleset = battle.Rules{}.Name()

// createFTGame stores a new Full Thrust battle for req: the embedded battle
// req.Scenario names, or the battle file req.File (whose mistakes are
// reported as "battle.yaml:LINE:COLUMN: message"). It returns the game and
// one token per seat, and has the computer's first orders sealed.
func (s *Server) createFTGame(ctx context.Context, req newGameRequest) (store.Game, []string, error) {
	var b ftBattle
	switch {
	case strings.TrimSpace(req.File) != "":
		dec, err := scenario.DecodeFTBattle("battle.yaml", []byte(req.File))
		if err != nil {
			return store.Game{}, nil, requestError(notABattleFile([]byte(req.File), err))
		}
		b = newFTBattle("", "", dec.Setup)
	default:
		var ok bool
		if b, ok = findFTBattle(req.Scenario); !ok {
			return store.Game{}, nil, requestError("there is no battle " + strconv.Quote(req.Scenario) + "; paste a battle file or choose one of the examples")
		}
	}
	if req.Turns < 0 || req.Turns > battle.MaxTurns {
		return store.Game{}, nil, requestError("the turn limit must be 0 (the battle's) or 1 to " + strconv.Itoa(battle.MaxTurns))
	}
	if req.Turns > 0 {
		b.setup.Turns = req.Turns
	}
	if req.Mode == modeFriend && len(b.Sides) != 2 {
		return store.Game{}, nil, requestError("an invitation seats one friend: play a battle of more than two sides hot-seat or against the computer")
	}
	kinds, err := seatKinds(req, len(b.Sides))
	if err != nil {
		return store.Game{}, nil, err
	}
	setup, err := battle.MarshalSetup(b.setup)
	if err != nil {
		return store.Game{}, nil, requestError("the battle cannot be set up: " + err.Error())
	}
	ng := store.NewGame{Ruleset: ftRuleset, RulesVersion: battle.Rules{}.Version(), Seed: rng.RandomSeed(), Setup: setup}
	for i, k := range kinds {
		ng.Seats = append(ng.Seats, store.NewSeat{Name: b.Sides[i], Kind: k})
	}
	return s.storeGame(ctx, ng)
}

// notABattleFile says why a pasted file that the battle reader refused with
// err cannot start a battle: what it is and the page that takes it, for a
// file another reader takes (scenario.OtherKind), else the reader's error.
func notABattleFile(data []byte, err error) string {
	kind := scenario.OtherKind(labFileFS{data: data}, labFileName, data)
	var page string
	switch kind {
	case scenario.FTDuelFile:
		page = "which the battle lab (/lab) fights"
	case scenario.FTStrikeFile:
		page = "which the strike page (/odds/ft/strike) resolves"
	case scenario.JovianEngagementFile:
		page = "which the battle lab (/lab) fights"
	default:
		return "the battle file does not read: " + err.Error()
	}
	return "this is " + string(kind) + ", " + page + "; a battle needs a battle file, as examples/fullthrust/battle-*.yaml"
}
