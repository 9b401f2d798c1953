package spacefleet

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/agent"

	"github.com/broadside/broadside/rng"
)

// Kinds of computer player that [Players] makes.
const (
	KindTactical = "tactical" // [Tactical], the sensible player
	KindRandom   = "random"   // [agent.Random], the baseline
)

// ParseKinds reads a comma-separated list of computer players, one per side
// or one for all, such as "tactical,random", for a game of sides sides.
func ParseKinds(text string, sides int) ([]string, error) {
	kinds := strings.Split(text, ",")
	for i, k := range kinds {
		kinds[i] = strings.TrimSpace(k)
		if kinds[i] != KindTactical && kinds[i] != KindRandom {
			return nil, fmt.Errorf("agent: unknown player %q (want tactical or random)", k)
		}
	}
	switch len(kinds) {
	case 1:
		for len(kinds) < sides {
			kinds = append(kinds, kinds[0])
		}
	case sides:
	default:
		return nil, fmt.Errorf("agent: %d players for %d sides", len(kinds), sides)
	}
	return kinds, nil
}

// Players makes the computer players of a battle, one per kind (see
// [ParseKinds]), player p with its own stream seed.Derive("agent", p), so
// that their choices never consume the battle's dice.
func Players(kinds []string, seed rng.Seed) []agent.Agent {
	out := make([]agent.Agent, len(kinds))
	for p, k := range kinds {
		s := seed.Derive("agent", uint64(p))
		if k == KindRandom {
			out[p] = agent.NewRandom(s)
		} else {
			out[p] = NewTactical(s)
		}
	}
	return out
}
