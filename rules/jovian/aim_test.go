package jovian

import (
	"testing"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// printedShip is a capital ship whose Defense is printed 5,1: two boxes,
// rating 5, beside plain Sensors and Thrusters of 3.
func printedShip(t *testing.T) *Card {
	t.Helper()
	c := testShip("Printed", 3, 3, 3, 4)
	def, err := TrackOf(5, 1)
	if err != nil {
		t.Fatal(err)
	}
	c.Defense = def
	return c
}

// TestAimPrintedTrack is the audit's case: with Defense [5,1] and Sensors 3,
// a missile's [D1,D2] must go to Defense, which two hits bring to 0, not to
// Sensors (the lower rating value), which they leave at 1.
func TestAimPrintedTrack(t *testing.T) {
	c := printedShip(t)
	st := c.Fresh()
	got, err := ChooseValues(c, st, code(t, "[D1,D2]"), Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	after, err := Damage(c, st, got, Options{}, nil, rng.NewScript(nil), nil)
	if err != nil {
		t.Fatal(err)
	}
	if after.Rating(Defense) != 0 || after.Rating(Sensors) != 3 {
		t.Errorf("the attacker applies %s: Defense %d, Sensors %d; want Defense 0, Sensors 3",
			got, after.Rating(Defense), after.Rating(Sensors))
	}
}

// TestCritAimPrintedTrack: a critical hit under crit-policy=ratings on the
// same ship takes Defense from 5 to 1, leaving one box, not Sensors from 3
// to 2, leaving two.
func TestCritAimPrintedTrack(t *testing.T) {
	c := printedShip(t)
	c.Systems = nil
	st := c.Fresh()
	after, err := Damage(c, st, hits(t, "[T6]"), Options{Catastrophic: CatastrophicNone}, nil, rng.NewScript(nil), nil)
	if err != nil {
		t.Fatal(err)
	}
	if after.Rating(Defense) != 1 || after.Rating(Sensors) != 3 {
		t.Errorf("critical hit left Defense %d, Sensors %d; want 1 and 3", after.Rating(Defense), after.Rating(Sensors))
	}
}

// achieved scores what damage did to the ratings, as the attacker's aim
// ranks it: ratings brought to 0, the boxes left on the rating closest to
// 0, rating points removed, and the fewest hits that brought one to 0
// (fewer is better for boxes and hits; 99 when there is none).
func achieved(before, after Status) [4]int {
	zeroed, points, first, closest := 0, 0, 99, 99
	for r := range before.Ratings {
		b, a := before.Ratings[r].Value(), after.Ratings[r].Value()
		if b > 0 && a == 0 {
			zeroed++
			first = min(first, after.Ratings[r].Marked()-before.Ratings[r].Marked())
		}
		points += b - a
		if a > 0 {
			closest = min(closest, after.Ratings[r].Boxes()-after.Ratings[r].Marked())
		}
	}
	return [4]int{zeroed, -closest, points, -first}
}

// TestAimBruteForce compares the attacker's value policy with every choice
// of Values for up to three [D]s (plus a [T] or a [Q+], whose critical
// hits the policy places) on random printed tracks, applied by the damage
// code itself: the policy must achieve as much as the best choice that
// needs no randomise die.
func TestAimBruteForce(t *testing.T) {
	src := rng.New(0xa1a)
	track := func() Track { // 1 to 4 boxes of distinct values from 1 to 8, some marked
		n := 1 + src.IntN(4)
		var v []int
		for top := 8; top >= 1 && len(v) < n; top-- {
			if src.IntN(top) < n-len(v) {
				v = append(v, top)
			}
		}
		tr, err := TrackOf(v...)
		if err != nil {
			t.Fatal(err)
		}
		for range src.IntN(len(v) + 1) {
			tr, _ = tr.Mark()
		}
		return tr
	}
	for trial := range 1000 {
		c := testShip("Target", 3, 3, 3, 9)
		c.Systems = nil
		st := c.Fresh()
		for r := range st.Ratings {
			st.Ratings[r] = track()
		}
		nD := 1 + src.IntN(3)
		sets := make([]dice.Set, 0, nD+1)
		for i := range nD {
			sets = append(sets, dice.Set{Mag: dice.D, Value: 1 + i})
		}
		if m := src.IntN(3); m > 0 {
			sets = append(sets, dice.Set{Mag: dice.Magnitude(int(dice.D) + m), Value: 6})
		}
		left, err := dice.Result(sets).Code()
		if err != nil {
			t.Fatal(err)
		}
		opt := Options{Catastrophic: CatastrophicNone}
		policy := chooseValues(c, &st, left, opt)
		after, err := Damage(c, st, policy, opt, nil, rng.NewScript(nil), nil)
		if err != nil {
			t.Fatalf("trial %d: policy %s: %v", trial, policy, err)
		}
		got := achieved(st, after)
		best, found := [4]int{}, false
		var try func(i int, chosen []dice.Set)
		try = func(i int, chosen []dice.Set) {
			if i == nD {
				h, err := NewHits(append(chosen, sets[nD:]...)...)
				if err != nil {
					t.Fatal(err)
				}
				script := rng.NewScript(nil)
				after, err := Damage(c, st, h, opt, nil, script, nil)
				if err != nil || script.Err() != nil {
					return // needs a randomise die: not an aim
				}
				if a := achieved(st, after); !found || compareScores(a, best) > 0 {
					best, found = a, true
				}
				return
			}
			for _, v := range []int{1, 3, 5} {
				try(i+1, append(chosen, dice.Set{Mag: dice.D, Value: v}))
			}
		}
		try(0, nil)
		if found && got != best {
			t.Fatalf("trial %d: ratings %v: policy %s achieves %v, best %v", trial, st.Ratings, policy, got, best)
		}
	}
}

func compareScores(a, b [4]int) int {
	for i := range a {
		if a[i] != b[i] {
			if a[i] > b[i] {
				return 1
			}
			return -1
		}
	}
	return 0
}
