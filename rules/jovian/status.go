package jovian

import (
	"fmt"
	"strings"
)

// Rating names one of the three ratings that Rating Damage strikes
// (jovian-damage: Rating Damage). The zero value is Defense.
type Rating uint8

const (
	Defense   Rating = iota // Values 1-2; the point defence pool
	Sensors                 // Values 3-4; weapon range
	Thrusters               // Values 5-6
)

// Ratings lists the three ratings in table order.
var Ratings = [3]Rating{Defense, Sensors, Thrusters}

// String returns "Defense", "Sensors" or "Thrusters".
func (r Rating) String() string {
	switch r {
	case Defense:
		return "Defense"
	case Sensors:
		return "Sensors"
	case Thrusters:
		return "Thrusters"
	}
	return fmt.Sprintf("Rating(%d)", uint8(r))
}

// ParseRating reads a rating name, ignoring case.
func ParseRating(text string) (Rating, error) {
	for _, r := range Ratings {
		if strings.EqualFold(text, r.String()) {
			return r, nil
		}
	}
	return 0, fmt.Errorf("jovian: rating %q: want Defense, Sensors or Thrusters", text)
}

// RatingFor returns the rating a Result Value strikes: 1-2 Defense, 3-4
// Sensors, 5-6 Thrusters (jovian-damage: Rating Damage table). It panics
// on a Value outside 1 to 6.
func RatingFor(value int) Rating {
	if value < 1 || value > Faces {
		panic(fmt.Sprintf("jovian: Value %d is not a d6 face", value))
	}
	return Rating((value - 1) / 2)
}

// valueFor returns the lowest Value that strikes r.
func valueFor(r Rating) int { return 2*int(r) + 1 }

// Status is the state of one model during play: its marked boxes, the Fire
// Control left this round and the Systems that are damaged. It is a plain
// value without pointers: resolution functions take a Status and return a
// new one, so a discarded resolution leaves nothing behind. The zero value
// has no boxes, so every rating reads 0; use [Card.Fresh].
type Status struct {
	Ratings     [3]Track // Defense, Sensors, Thrusters
	Structure   Track
	FireControl int    // Fire Control left this round
	Damaged     uint32 // bit i set: the card's System i is damaged
	Crippled    bool   // a capital ship at 0 Structure
	Destroyed   bool   // removed from play
}

// Rating returns the current value of rating r.
func (s Status) Rating(r Rating) int { return s.rating(r) }

// ZeroRatings returns how many of Defense, Sensors and Thrusters are at 0.
func (s Status) ZeroRatings() int { return s.zeroRatings() }

// SystemDamaged reports whether the card's System i is damaged.
func (s Status) SystemDamaged(i int) bool { return s.damaged(i) }

// Active reports whether the model can still act: neither destroyed nor
// crippled. It takes a pointer so that the engagement's hot loops copy no
// status.
func (s *Status) Active() bool { return s.active() }

// The unexported forms take a pointer, so that the resolution code, which
// calls them on every attack, does not copy the whole status each time.

func (s *Status) rating(r Rating) int { return s.Ratings[r].Value() }

func (s *Status) zeroRatings() int {
	n := 0
	for i := range s.Ratings {
		if s.Ratings[i].Value() == 0 {
			n++
		}
	}
	return n
}

func (s *Status) damaged(i int) bool { return i >= 0 && i < 32 && s.Damaged&(1<<i) != 0 }

func (s *Status) active() bool { return !s.Destroyed && !s.Crippled }

// Refresh returns the status at the end of an attack window, with Fire
// Control back to the card's rating (RULINGS C2: replenished at the end of
// each attack window).
func (s Status) Refresh(c *Card) Status {
	s.FireControl = c.FireControl
	return s
}

// Describe prints the status against its card in one line, such as
// "Defense 3/4, Sensors 3/3, Thrusters 0/4, Structure 2/5, FC 1/2,
// damaged: Hangar, crippled".
func (s Status) Describe(c *Card) string {
	var parts []string
	if c.Kind == Capital {
		for _, r := range Ratings {
			parts = append(parts, fmt.Sprintf("%s %d/%d", r, s.Rating(r), s.Ratings[r].Max()))
		}
	} else {
		parts = append(parts, fmt.Sprintf("Defense %d", s.Rating(Defense)))
	}
	parts = append(parts, fmt.Sprintf("Structure %d/%d", s.Structure.Value(), s.Structure.Max()),
		fmt.Sprintf("FC %d/%d", s.FireControl, c.FireControl))
	var dmg []string
	for i, name := range c.Systems {
		if s.SystemDamaged(i) {
			dmg = append(dmg, name)
		}
	}
	if len(dmg) > 0 {
		parts = append(parts, "damaged: "+strings.Join(dmg, ", "))
	}
	switch {
	case s.Destroyed:
		parts = append(parts, "destroyed")
	case s.Crippled:
		parts = append(parts, "crippled")
	}
	return strings.Join(parts, ", ")
}
