package battle_test

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/geom"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// plainMoves are cinematic orders of turns and speed changes only; the
// thrust they spend is checked against the drive. advancedMoves (Emergency
// Thrust, rolls, Hard About, redline, corkscrew) are played too, for the
// fire checks, but their thrust follows rules of their own.
var (
	plainMoves    = []string{"", "+1", "-1", "+2", "-2", "+4", "P1", "S1", "P2", "S2", "P1 +1", "S2 -1", "P1 S1", "+9"}
	advancedMoves = []string{"ET P3 +3", "Roll P1", "HA1P", "RL +6", "CO"}
)

// eventOrders writes side p's orders for the phase at random: a movement
// order per ship, or a fire target among those the rules accept.
func eventOrders(t *rapid.T, st *battle.State, p game.Player, label string) game.Orders {
	v := st.View(p).(battle.View)
	var lines []string
	for _, own := range v.Ships {
		if own.Side != int(p) || own.Status != "in battle" {
			continue
		}
		if st.Phase() == battle.OrdersPhase {
			moves := plainMoves
			if rapid.IntRange(0, 5).Draw(t, label+" advanced "+own.Name) == 0 {
				moves = advancedMoves
			}
			lines = append(lines, own.Name+": "+rapid.SampledFrom(moves).Draw(t, label+" "+own.Name))
			continue
		}
		var ok []string
		for _, foe := range v.Ships {
			line := own.Name + ": " + foe.Name
			if foe.Side != int(p) && st.CheckOrders(p, game.Orders{Text: line}) == nil {
				ok = append(ok, line)
			}
		}
		if len(ok) > 0 {
			lines = append(lines, rapid.SampledFrom(ok).Draw(t, label+" target "+own.Name))
		}
	}
	return game.Orders{Text: strings.Join(lines, "\n")}
}

var (
	fireText  = regexp.MustCompile(`^(.+) fires at (.+) at ([0-9.]+) MU(?: \([^)]*\))?: (.*);`)
	batteryRe = regexp.MustCompile(`B(\d+) \d+ dice`)
	velocity  = regexp.MustCompile(`velocity (\d+)$`)
)

// TestEventsKeepArcsRangeAndThrust plays random battles of the examples and
// reads every move and fire event against the state the event came from:
// no battery fires at a target outside its arcs or beyond its reach, the
// range a fire event states is the distance between the ships, a ship
// fires only with working batteries it has, and a plain cinematic order
// (turns and speed changes) never spends more thrust than the drive had
// before the move, nor turns more than half of it, rounded up.
func TestEventsKeepArcsRangeAndThrust(t *testing.T) {
	files := map[string]json.RawMessage{}
	names := []string{"battle-cruiser-action.yaml", "battle-carrier-gunline.yaml", "battle-fleet-action.yaml"}
	for _, f := range names {
		files[f] = setupOf(t, f)
	}
	var fired, moved int
	rapid.Check(t, func(t *rapid.T) {
		file := rapid.SampledFrom(names).Draw(t, "file")
		m, err := game.Start(battle.Rules{}, nil, files[file], rng.Seed(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		cork := map[string]bool{} // the ships that corkscrewed this turn
		for step := 0; !m.Outcome().Over; step++ {
			st := m.State().(*battle.State)
			before := st.Ships()
			phase := st.Phase()
			byName := map[string]int{}
			for i, s := range before {
				byName[s.Sheet.Name] = i
			}
			orders := make([]string, st.Players())
			var events []game.Event
			for p := game.Player(0); p < game.Player(st.Players()); p++ {
				o := eventOrders(t, st, p, "step")
				orders[p] = o.Text
				ev, err := m.Submit(p, o)
				if err != nil {
					t.Fatalf("step %d: %v", step, err)
				}
				events = append(events, ev...)
			}
			after := m.State().(*battle.State).Ships()
			if phase == battle.OrdersPhase {
				clear(cork)
				for i, s := range before {
					if o, ok := orderOf(orders[s.Side], s.Sheet.Name); ok && o == "CO" && after[i].InBattle {
						cork[s.Sheet.Name] = true
					}
				}
			}
			for _, e := range events {
				switch {
				case e.Kind == "fire" && phase == battle.FirePhase:
					checkFireEvents(t, e.Text, before, byName, cork)
					fired++
				case e.Kind == "move" && phase == battle.OrdersPhase:
					name, _, _ := strings.Cut(e.Text, ": ")
					i, ok := byName[name]
					if !ok {
						continue
					}
					if v := velocity.FindStringSubmatch(e.Text); v != nil && after[i].InBattle {
						if n, _ := strconv.Atoi(v[1]); n != after[i].Motion.Velocity {
							t.Fatalf("%q: the ship's velocity is %d", e.Text, after[i].Motion.Velocity)
						}
					}
					if order, ok := orderOf(orders[before[i].Side], name); ok && slicesContain(plainMoves, order) && after[i].InBattle {
						checkThrust(t, name, order, before[i], after[i])
						moved++
					}
				}
			}
		}
	})
	if fired == 0 || moved == 0 {
		t.Errorf("the battles checked %d fire and %d move events", fired, moved)
	}
}

// checkFireEvents checks one fire event against the ships as they stood; a ship
// in cork corkscrewed this turn, so its batteries bear on both sides
// (ft-advanced-manoeuvres.txt, "Corkscrew"). An inverted ship's mirrored
// arcs are the Shot's own business.
func checkFireEvents(t *rapid.T, text string, ships []battle.ShipState, byName map[string]int, cork map[string]bool) {
	f := fireText.FindStringSubmatch(text)
	if f == nil {
		t.Fatalf("unreadable fire event %q", text)
	}
	from, ok1 := byName[f[1]]
	to, ok2 := byName[f[2]]
	if !ok1 || !ok2 {
		t.Fatalf("fire event %q names unknown ships", text)
	}
	r, _ := strconv.ParseFloat(f[3], 64)
	sh := manoeuvre.Shot{From: ships[from].Motion, To: ships[to].Motion}
	if d := ships[from].Motion.Pos.Dist(ships[to].Motion.Pos); math.Abs(d-r) > 0.051 {
		t.Fatalf("%q: the ships are %.2f MU apart", text, d)
	}
	if ships[from].Side == ships[to].Side || !ships[from].InBattle || !ships[to].InBattle {
		t.Fatalf("%q: not an enemy in the battle", text)
	}
	need := map[int]int{}
	for _, b := range batteryRe.FindAllStringSubmatch(f[4], -1) {
		c, _ := strconv.Atoi(b[1])
		need[c]++
		if reach := manoeuvre.BeamReach(c); r > reach {
			t.Fatalf("%q: a class-%d battery fires at %.1f MU, beyond its %.0f MU", text, c, r, reach)
		}
	}
	have := map[int]int{}
	for _, g := range manoeuvre.Guns(ships[from].Sheet) {
		if sh.Bears(g.Arcs) || cork[f[1]] && sh.Bears(g.Arcs.Mirror()) {
			have[g.Class]++
		}
	}
	for c, n := range need {
		if n > have[c] {
			t.Fatalf("%q: %d class-%d batteries fire, %d working ones bear (target in arcs %v)", text, n, c, have[c], sh.ArcsIn())
		}
	}
}

// orderOf returns the movement order written for the named ship in a
// side's orders.
func orderOf(text, name string) (string, bool) {
	for _, line := range strings.Split(text, "\n") {
		if n, o, ok := strings.Cut(line, ": "); ok && n == name {
			return o, true
		}
	}
	return "", false
}

func slicesContain(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// checkThrust checks a plain order's move: the speed change and the turns
// together within the thrust the drive had, the turns within half of it
// rounded up; an order beyond that is impossible and the ship drifts on
// unchanged.
func checkThrust(t *rapid.T, name, order string, b, a battle.ShipState) {
	thrust := b.Sheet.Drive.Current()
	dv := a.Motion.Velocity - b.Motion.Velocity
	if dv < 0 {
		dv = -dv
	}
	turn := clockSteps(b.Motion.Facing, a.Motion.Facing)
	if dv+turn > thrust || turn > (thrust+1)/2 {
		t.Fatalf("%s: %q with thrust %d changed velocity %d -> %d and facing %d -> %d", name, order, thrust,
			b.Motion.Velocity, a.Motion.Velocity, b.Motion.Facing.Hour(), a.Motion.Facing.Hour())
	}
}

// clockSteps is the number of clock facings between two headings, 0-6.
func clockSteps(a, b geom.Heading) int {
	d := (a.Hour() - b.Hour() + 12) % 12
	return min(d, 12-d)
}

// checkHoming checks every salvo and heavy missile that homed in a
// movement phase's events: its target was within its lock-on radius, the
// homing distance less 1 MU per factor of Extreme Manoeuvres the target
// has in effect, and more than 0 (W84); the distance is logged to 0.1 MU.
// The factors in effect after the phase, less those made after movement
// (W57: after the strike), are those the strike saw; the random orders
// call on no discretionary factor in the movement phase.
func checkHoming(t *rapid.T, st *battle.State, events []game.Event) {
	base := float64(battle.SalvoHoming)
	if o := st.Options(); o.Vector && o.VectorMissileRadius {
		base = battle.VectorHoming
	}
	ships := st.Ships()
	for _, e := range events {
		_, rest, ok := strings.Cut(e.Text, " homes on ")
		if e.Kind != "ordnance" || !ok {
			continue
		}
		name, dist, ok := strings.Cut(rest, ", ")
		var d float64
		if _, err := fmt.Sscanf(dist, "%f MU away", &d); !ok || err != nil {
			t.Fatalf("a homing event without its distance: %q", e.Text)
		}
		i := slices.IndexFunc(ships, func(s battle.ShipState) bool { return s.Sheet.Name == name })
		if i < 0 {
			t.Fatalf("%q homes on no ship of the battle", e.Text)
		}
		em := st.EvadingEM(i) - madeAfterMovement(events, name) // vector_held_test.go
		r := manoeuvre.LockOnRadius(base, em)
		if r <= 0 || d > r+0.05 {
			t.Fatalf("%q: %s evades with %d EM in the strike, lock-on %g MU", e.Text, name, em, r)
		}
	}
}
