package battle_test

import (
	"encoding/json"
	"regexp"
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

// manoeuvreMoves are the movement orders of the thrust property: every
// advanced manoeuvre of ft-advanced-manoeuvres.txt the cinematic battle
// accepts as a plain order (Emergency Thrust, Roll, Hard About, Redlined
// Engines, Corkscrew, Side-Slip, Extreme Manoeuvres, Eclipsing factors),
// alone and with turns and speed changes, engaging the FTL drive for a
// Short-Range Jump and the jump, Grav Backfire, and some plain orders. Many are impossible
// for some ships, which then move straight on.
var manoeuvreMoves = []string{
	"", "+2", "-2", "P1", "S2 -1",
	"ET P3 +3", "ET S4", "ET +6", "ET P2 -3", "ET S3 +1",
	"Roll", "Roll P1", "Roll S1 +1",
	"HA1P", "P1 HA1P", "S2 HA1S", "HA2S -1",
	"RL +6", "RL P2 +2", "RL S3", "RL -5",
	"CO", "CO +2", "CO -1",
	"P+S+2", "S+2P", "P1 S1 -1",
	"EM1", "EM2 +1", "EM1 P1",
	"Ec1", "Ec1 +1",
	"SRJ", "SRJ S1", "SRJ 20", "backfire",
}

var (
	movedText  = regexp.MustCompile(`^(.+): moved (\d+) MU: course (\d+) before moving, (\d+) at mid-move; now at .* velocity (\d+)$`)
	ordersText = regexp.MustCompile(`^.+ movement orders: (.*)$`)
)

// TestManoeuvreThrustFromEvents plays random cinematic battles of the
// examples whose ships write any of manoeuvreMoves, and reads each turn's
// revealed orders and each ship's move from the events. For every move
// the thrust it shows (the change of velocity, each clock point of turn
// before and at mid-move, a Hard About point's second factor, the Roll's
// one, the Corkscrew's three, the Extreme Manoeuvres' and Eclipsing factors
// of the order carried out) stays within the ship's thrust before the move:
// its drive's current rating, or half as much again, rounded down, under
// Emergency Thrust or Redlined Engines; and its turning within half of that
// rounded up (all of it under Emergency Thrust or with an advanced drive).
// A move the events call impossible shows no thrust: straight on at the
// same velocity.
func TestManoeuvreThrustFromEvents(t *testing.T) {
	files := map[string]json.RawMessage{}
	names := []string{"battle-cruiser-action.yaml", "battle-carrier-gunline.yaml", "battle-kinetic-raid.yaml"}
	for _, f := range names {
		files[f] = setupOf(t, f)
	}
	seen := map[string]int{} // moves checked, by manoeuvre word
	rapid.Check(t, func(t *rapid.T) {
		file := rapid.SampledFrom(names).Draw(t, "file")
		m, err := game.Start(battle.Rules{}, nil, files[file], rng.Seed(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !m.Outcome().Over; step++ {
			st := m.State().(*battle.State)
			before, phase := st.Ships(), st.Phase()
			byName := map[string]int{}
			for i, s := range before {
				byName[s.Sheet.Name] = i
			}
			var events []game.Event
			for p := game.Player(0); p < game.Player(st.Players()); p++ {
				var o game.Orders
				if phase == battle.OrdersPhase {
					o = manoeuvreOrders(t, st, p)
				} else {
					o = eventOrders(t, st, p, "fire")
				}
				ev, err := m.Submit(p, o)
				if err != nil {
					t.Fatalf("step %d: %v", step, err)
				}
				events = append(events, ev...)
			}
			if phase != battle.OrdersPhase {
				continue
			}
			written, impossible := map[string]string{}, map[string]bool{}
			for _, e := range events {
				if e.Kind == "orders" {
					readRevealed(e.Text, written)
				}
				if name, rest, ok := strings.Cut(e.Text, ": "); e.Kind == "move" && ok && strings.HasPrefix(rest, "warning: impossible order") {
					impossible[name] = true
				}
			}
			for _, e := range events {
				if e.Kind == "move" && strings.Contains(e.Text, ": Short-Range Jump of ") {
					seen["jump"]++
				}
				mv := movedText.FindStringSubmatch(e.Text)
				if e.Kind != "move" || mv == nil {
					continue
				}
				i, ok := byName[mv[1]]
				if !ok {
					t.Fatalf("move event %q names no ship", e.Text)
				}
				o, err := manoeuvre.ParseOrder(written[mv[1]])
				if err != nil {
					t.Fatalf("%s's revealed order %q: %v", mv[1], written[mv[1]], err)
				}
				c1, _ := strconv.Atoi(mv[3])
				c2, _ := strconv.Atoi(mv[4])
				v, _ := strconv.Atoi(mv[5])
				checkManoeuvreThrust(t, e.Text, o, impossible[mv[1]], before[i], geom.Clock(c1), geom.Clock(c2), v)
				seen[manoeuvreWord(o)]++
			}
		}
	})
	t.Logf("moves checked: %v", seen)
	for _, w := range []string{"ET", "RL", "HA", "CO", "Roll", "side-slip", "EM", "Ec", "plain", "jump"} {
		if seen[w] == 0 {
			t.Errorf("no %s move was checked: %v", w, seen)
		}
	}
}

// jumpMoves are the jumps a ship whose drive is engaged for a Short-Range
// Jump makes, three times in four (else one of manoeuvreMoves): drawn from
// manoeuvreMoves alone, a jump follows its engagement once in 38 turns,
// and some runs checked none.
var jumpMoves = []string{"SRJ 20", "SRJ 9"}

// manoeuvreOrders writes side p's movement orders: one of manoeuvreMoves
// for each of its ships in the battle, or of jumpMoves for one engaged for
// a jump.
func manoeuvreOrders(t *rapid.T, st *battle.State, p game.Player) game.Orders {
	engaged := map[string]bool{}
	for _, s := range st.Ships() {
		engaged[s.Sheet.Name] = s.Motion.FTL == manoeuvre.FTLEngagedJump
	}
	var lines []string
	for _, own := range st.View(p).(battle.View).Ships {
		if own.Side == int(p) && own.Status == "in battle" {
			moves := manoeuvreMoves
			if engaged[own.Name] && rapid.IntRange(0, 3).Draw(t, "jump "+own.Name) > 0 {
				moves = jumpMoves
			}
			lines = append(lines, own.Name+": "+rapid.SampledFrom(moves).Draw(t, "move "+own.Name))
		}
	}
	return game.Orders{Text: strings.Join(lines, "\n")}
}

// readRevealed adds the movement orders of one "orders" event, "Navy
// movement orders: A: P1 +2; B: (straight on)", to written by the name
// before the colon.
func readRevealed(text string, written map[string]string) {
	m := ordersText.FindStringSubmatch(text)
	if m == nil {
		return
	}
	for _, part := range strings.Split(m[1], "; ") {
		if name, o, ok := strings.Cut(part, ": "); ok { // other lines ("X pd: b1") name no ship
			if o == "(straight on)" {
				o = ""
			}
			written[name] = o
		}
	}
}

// manoeuvreWord names the advanced manoeuvre of an order for the tally.
func manoeuvreWord(o manoeuvre.Order) string {
	_, hard := o.PointsOf()
	switch {
	case o.ET:
		return "ET"
	case o.Redline:
		return "RL"
	case hard > 0:
		return "HA"
	case o.Corkscrew:
		return "CO"
	case o.Roll:
		return "Roll"
	case o.EM > 0:
		return "EM"
	case o.Eclipse > 0:
		return "Ec"
	case len(o.Legs) == 2 && (o.Legs[0].Points < 0) != (o.Legs[1].Points < 0):
		return "side-slip"
	}
	return "plain"
}

// checkManoeuvreThrust checks one move read from the events: course c1
// before moving and c2 at mid-move, velocity v afterwards, of ship b (as it
// stood before the move) under the order o it was written.
func checkManoeuvreThrust(t *rapid.T, text string, o manoeuvre.Order, impossible bool, b battle.ShipState, c1, c2 geom.Heading, v int) {
	start := b.Motion.Course
	rating := b.Sheet.Drive.Current()
	if start != b.Motion.Facing && rating > 0 {
		start = b.Motion.Facing // a drifting ship whose drive works again turns back to its facing
	}
	turn := clockSteps(start, c1) + clockSteps(c1, c2)
	speed := v - b.Motion.Velocity
	if speed < 0 {
		speed = -speed
	}
	if impossible {
		if turn != 0 || speed != 0 {
			t.Fatalf("%q: an impossible order turned %d points and changed velocity by %d", text, turn, speed)
		}
		return
	}
	budget := rating
	if o.ET || o.Redline {
		budget = rating * 3 / 2
	}
	_, hard := o.PointsOf()
	extra := hard + o.EM + o.Eclipse
	turning := turn - hard
	if o.Roll {
		turning++
	}
	if o.Corkscrew {
		turning += 3
	}
	turnCap := (budget + 1) / 2
	if o.ET || b.Sheet.Drive.Advanced {
		turnCap = budget
	}
	if used := turning + hard + extra + speed; used > budget || turning > turnCap {
		t.Fatalf("%q: order %q on a drive of %d spent %d thrust (turning %d, Hard About %d, EM %d, Eclipsing %d, speed %d): budget %d, turning allowance %d",
			text, o.String(), rating, used, turning, hard, o.EM, o.Eclipse, speed, budget, turnCap)
	}
}
