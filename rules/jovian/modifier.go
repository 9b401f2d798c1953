package jovian

import (
	"fmt"
	"strconv"
	"strings"
)

// Attack modifiers (RULINGS C2). Two mechanisms add dice to an attack:
//
//   - Bonuses and penalties are summed into one net attack modifier, which
//     the v1.2.4 attack-modifier table turns into dice: a net +1 adds one
//     base die, +2 adds one base die and one flex die, +3 adds one base,
//     one flex and one macro die and every point beyond +3 one more macro
//     die; a net -1 removes one macro die and every point below -1 one
//     more (see [NetEffect]).
//   - Flex and macro bonuses add their dice directly, after the net
//     modifier, such as the v1.2.2 bonus of one flex die against a target
//     within short range ([ShortRange]).
//
// Modifiers are data: a [Modifier] names its contribution to each, and a
// [Shot] carries the list that applies to it. The rulings name only the
// short-range flex bonus; the v1.2.x catalogue of scenarios that give net
// bonuses or penalties was not recovered, so [Bonus] and [Penalty] stand
// for any of them, one point each.

// Modifier is one named bonus or penalty to an attack. Net is its
// contribution to the net attack modifier, in points (+1 for a bonus, -1
// for a penalty); Flex and Macro are dice it adds directly. The zero value
// changes nothing. A Modifier is a plain value, safe to share.
type Modifier struct {
	Name  string
	Net   int
	Flex  int
	Macro int
}

// The modifiers the rulings name.
var (
	// ShortRange is the v1.2.2 flex bonus for a target within short range
	// (6" against a capital ship, 3" against a squadron): one flex die.
	// Engagements apply it by themselves (see [InRange]).
	ShortRange = Modifier{Name: "short-range", Flex: 1}
	// Bonus is one point of net attack modifier, for any bonus the v1.2.4
	// table counts.
	Bonus = Modifier{Name: "bonus", Net: 1}
	// Penalty is one point against the net attack modifier.
	Penalty = Modifier{Name: "penalty", Net: -1}
)

// KnownModifiers lists the named modifiers [ParseModifier] accepts by
// name, in the order help texts show them.
var KnownModifiers = []Modifier{ShortRange, Bonus, Penalty}

// MaxNet bounds the net modifier, and the dice one parsed modifier adds,
// to half of [MaxDice], leaving room for the weapon's own dice.
const MaxNet = MaxDice / 2

// NetEffect returns the dice a net attack modifier adds, by the v1.2.4
// attack-modifier table: 0 nothing; +1 one base die; +2 one base and one
// flex die; +3 and more one base die, one flex die and net-2 macro dice;
// negative net macro dice removed (Macro = net).
func NetEffect(net int) Pool {
	switch {
	case net < 0:
		return Pool{Macro: net}
	case net == 0:
		return Pool{}
	case net == 1:
		return Pool{Base: 1}
	case net == 2:
		return Pool{Base: 1, Flex: 1}
	}
	return Pool{Base: 1, Flex: 1, Macro: net - 2}
}

// Modifiers is the list of modifiers that apply to one attack. The nil
// value is no modifier.
type Modifiers []Modifier

// Net returns the net attack modifier: the sum of every modifier's Net.
func (m Modifiers) Net() int {
	n := 0
	for i := range m {
		n += m[i].Net
	}
	return n
}

// Effect returns the dice the modifiers add to an attack: the net
// modifier's dice by [NetEffect], then every modifier's own flex and macro
// dice.
func (m Modifiers) Effect() Pool {
	if len(m) == 0 {
		return Pool{}
	}
	p := NetEffect(m.Net())
	for i := range m {
		p.Flex += m[i].Flex
		p.Macro += m[i].Macro
	}
	return p
}

// String prints the modifiers and their net effect, such as
// "short-range, bonus, bonus: net +2 (+1 base +1 flex), +1 flex", or
// "none".
func (m Modifiers) String() string {
	if len(m) == 0 {
		return "none"
	}
	names := make([]string, len(m))
	for i := range m {
		names[i] = m[i].String()
	}
	s := strings.Join(names, ", ")
	if net := m.Net(); net != 0 {
		s += fmt.Sprintf(": net %+d (%s)", net, dicePart(NetEffect(net)))
	}
	var direct Pool
	for i := range m {
		direct.Flex += m[i].Flex
		direct.Macro += m[i].Macro
	}
	if direct != (Pool{}) {
		s += ", " + dicePart(direct)
	}
	return s
}

// dicePart prints the dice a modifier adds, such as "+1 base +1 flex".
func dicePart(p Pool) string {
	var parts []string
	if p.Base != 0 {
		parts = append(parts, fmt.Sprintf("%+d base", p.Base))
	}
	if p.Flex != 0 {
		parts = append(parts, fmt.Sprintf("%+d flex", p.Flex))
	}
	if p.Macro != 0 {
		parts = append(parts, fmt.Sprintf("%+d macro", p.Macro))
	}
	if len(parts) == 0 {
		return "no dice"
	}
	return strings.Join(parts, " ")
}

// String returns the modifier's name, or its numbers when it has none,
// such as "net+2" or "flex+1".
func (m Modifier) String() string {
	if m.Name != "" {
		return m.Name
	}
	var parts []string
	for _, f := range []struct {
		name string
		n    int
	}{{"net", m.Net}, {"flex", m.Flex}, {"macro", m.Macro}} {
		if f.n != 0 {
			parts = append(parts, fmt.Sprintf("%s%+d", f.name, f.n))
		}
	}
	if len(parts) == 0 {
		return "net+0"
	}
	return strings.Join(parts, ",")
}

// ParseModifier reads one modifier: a name of [KnownModifiers] such as
// "short-range"; a number of net points such as "+2" or "-1" (the same
// as "net+2", "net-1"; an unsigned number is a bonus); or direct dice,
// "flex+1" or "macro-1".
func ParseModifier(text string) (Modifier, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	for _, m := range KnownModifiers {
		if t == m.Name {
			return m, nil
		}
	}
	var m Modifier
	field, num := &m.Net, t
	for _, f := range []struct {
		prefix string
		to     *int
	}{{"net", &m.Net}, {"flex", &m.Flex}, {"macro", &m.Macro}} {
		if rest, ok := strings.CutPrefix(t, f.prefix); ok {
			field, num = f.to, strings.TrimSpace(rest)
			break
		}
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < -MaxNet || n > MaxNet {
		names := make([]string, len(KnownModifiers))
		for i, k := range KnownModifiers {
			names[i] = k.Name
		}
		return Modifier{}, fmt.Errorf("jovian: modifier %q: want %s, a signed net modifier such as +1 or -2, or flex+N or macro-N (at most %d)", text, strings.Join(names, ", "), MaxNet)
	}
	*field = n
	return m, nil
}
