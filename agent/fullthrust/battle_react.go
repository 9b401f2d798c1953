package fullthrust

import (
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// The reaction round (option em-reaction; battle readings W94-W97): after
// the fire orders are revealed, a ship fired at may spend its held
// discretionary factors ("SHIP em: call") or thrust its movement order left
// unallocated ("SHIP em: N", under vector movement the main drive's, W97)
// on Extreme Manoeuvres, 6 MU of effective range a factor against the fire
// at it and from it, at the risk of its drive. The players read only
// [battle.State.Reactors], so they play both movement systems alike.

// driveWorth is what the tactical player counts a factor of main-drive
// rating lost to a failed check as worth, in expected damage points: a
// halved drive costs the ship manoeuvres for the turns until damage control
// repairs it, which the player values at half a box a factor.
const driveWorth = 0.5

// randomReactions writes side p's reactions in a reaction round: each ship
// that may react reacts with one chance in two, spending its held factors
// or a number of unallocated factors drawn from 1 to all of them.
func randomReactions(st *battle.State, p game.Player, src *rng.Stream) string {
	var lines []string
	for _, r := range st.Reactors(p) {
		if src.IntN(2) == 0 {
			continue
		}
		k := src.IntN(r.Free + min(r.Held, 1)) // 0 to Free-1: that many factors plus one; Free: the held factors
		if k < r.Free {
			lines = append(lines, r.Ship+" em: "+strconv.Itoa(k+1))
		} else {
			lines = append(lines, r.Ship+" em: call")
		}
	}
	return strings.Join(lines, "\n")
}

// tacticalReactions writes side p's reactions in a reaction round. For each
// ship that may react it weighs every reaction it may make, n factors
// (the held ones, or 1 to all of the unallocated ones), by
//
//	P(works) × (damage the declared fire at it avoids − damage its own
//	declared fire loses) − P(check fails) × driveWorth × factors lost,
//
// the damage the mean of the weapons bearing now ([battle.State.Bearing])
// less their mean with the n factors in effect ([battle.State.Evaded]),
// and makes the best reaction worth more than nothing. The check fails on
// a die of at least the ship's threshold level less n (+1 a factor after
// the first and the further +1), and a reaction works only when it passes,
// whatever factors it spends (battle readings W94, W96).
func tacticalReactions(st *battle.State, p game.Player) string {
	ships := st.Ships()
	index := func(name string) int {
		for i, s := range ships {
			if s.Sheet.Name == name {
				return i
			}
		}
		return -1
	}
	var lines []string
	for _, r := range st.Reactors(p) {
		i := index(r.Ship)
		if i < 0 {
			continue
		}
		sheet := ships[i].Sheet
		best, line := 0.0, ""
		weigh := func(n int, text string) {
			fail := checkFails(sheet, n) // duel_ai_jump.go
			ev := st.Evaded(i, n)
			gain := 0.0
			for _, by := range r.By {
				k := index(by)
				gain += meanOf(st.Bearing(k, i)) - meanOf(ev.Bearing(k, i))
			}
			for _, to := range r.Targets {
				j := index(to)
				gain -= meanOf(st.Bearing(i, j)) - meanOf(ev.Bearing(i, j))
			}
			failed := sheet.Drive
			failed.Hits++ // a failed check halves the drive, or disables a halved one
			lost := sheet.Drive.Current() - failed.Current()
			if v := (1-fail)*gain - fail*driveWorth*float64(lost); v > best {
				best, line = v, r.Ship+" em: "+text
			}
		}
		if r.Held > 0 {
			weigh(r.Held, "call")
		}
		for n := 1; n <= r.Free; n++ {
			weigh(n, strconv.Itoa(n))
		}
		if line != "" {
			lines = append(lines, line)
		}
	}
	return strings.Join(lines, "\n")
}

// meanOf returns the total mean damage of weapons bearing.
func meanOf(ws []battle.WeaponShot) float64 {
	t := 0.0
	for _, w := range ws {
		t += w.Mean
	}
	return t
}
