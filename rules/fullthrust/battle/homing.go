package battle

import (
	"fmt"
	"strings"

	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// Homing and Extreme Manoeuvres (ft-advanced-manoeuvres.txt "Extreme
// Manoeuvres"; RULINGS E4 #8; reading W84). A missile attacking an evading
// ship keeps its primary range, the distance it may be placed from its
// launcher (SalvoRange), but its lock-on range, the radius within which it
// homes after movement (homing: 6 MU, 3 under vector movement with the
// Continuum radius), is 1 MU shorter against that ship per thrust factor
// the ship has in effect for Extreme Manoeuvres, never below 0: each salvo
// and heavy missile homes on the nearest enemy ship within that ship's own
// radius. The factors are those of the movement orders as carried out (a
// failed Option 2 check may leave them without effect, and a drive
// disabled by it none); factors held for after movement (W57) or held at
// discretion (W58) take effect after the strike and shorten nothing. Plasma
// bolts burst where they were fired and have no lock-on, so evasion does
// not shrink their blast; the classic lock-on die (A7) is not changed
// either, the text naming the range only. Records of rules versions 1 to 3
// replay as played, with the full radius against every ship.

// lockOn returns the radius in MU within which a salvo or heavy missile
// homes on battle ship j: the homing distance less 1 MU per factor of
// Extreme Manoeuvres j has in effect, at least 0 (reading W84).
func (s *State) lockOn(j int) float64 {
	if s.version < 4 {
		return s.homing() // vector.go
	}
	return manoeuvre.LockOnRadius(s.homing(), s.units[j].em)
}

// homeOn returns the battle ship salvo or heavy missile sv homes on and its
// distance in MU: the nearest enemy ship in the battle within its own
// lock-on radius, ties to the ship listed first (W14), or -1 when there is
// none. A radius cut to 0 locks on nothing.
func (s *State) homeOn(sv salvo) (best int, dist float64) {
	side := s.setup.Ships[sv.ship].Side
	best = -1
	for j := range s.units {
		if !s.inBattle(j) || s.setup.Ships[j].Side == side {
			continue
		}
		r := s.lockOn(j)
		if d := s.units[j].motion.Pos.Dist(sv.at); r > 0 && d <= r && (best < 0 || d < dist) {
			best, dist = j, d
		}
	}
	return best, dist
}

// lockOnText words the lock-on radii of a salvo or heavy missile that
// found no ship, for its log line: "6 MU", followed by each enemy ship
// within that distance whose Extreme Manoeuvres shortened it, as "6 MU
// (Bison 5.0 MU away, evading with 2 EM: 4 MU)".
func (s *State) lockOnText(sv salvo) string {
	side := s.setup.Ships[sv.ship].Side
	var cut []string
	for j := range s.units {
		if !s.inBattle(j) || s.setup.Ships[j].Side == side {
			continue
		}
		r := s.lockOn(j)
		if d := s.units[j].motion.Pos.Dist(sv.at); r < s.homing() && d <= s.homing() {
			cut = append(cut, fmt.Sprintf("%s %.1f MU away, evading with %d EM: %g MU", s.name(j), d, s.units[j].em, r))
		}
	}
	text := fmt.Sprintf("%g MU", s.homing())
	if len(cut) > 0 {
		text += " (" + strings.Join(cut, "; ") + ")"
	}
	return text
}
