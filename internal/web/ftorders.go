package web

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
	"github.com/broadside/broadside/rules/fullthrust"
	"github.com/broadside/broadside/rules/fullthrust/battle"
	"github.com/broadside/broadside/rules/fullthrust/manoeuvre"
)

// ftCheck is the answer to a check of a side's written orders: whether the
// battle accepts them as they stand (battle.State.CheckOrders), the rules'
// message when it does not, and, in the movement round, each of the side's
// ships' order read and planned against its drive.
type ftCheck struct {
	OK     bool          `json:"ok"`
	Error  string        `json:"error,omitempty"`
	Orders string        `json:"orders"` // the whole text checked
	Ships  []ftShipCheck `json:"ships"`
}

// ftShipCheck is one ship's movement order as written, read and planned:
// the thrust it uses of the drive's budget, the turning it uses of the
// allowance, the Emergency Thrust dice it needs with their exact chance of
// success, and where the ship ends if every die goes its way.
type ftShipCheck struct {
	Ship     int          `json:"ship"` // the ship's index in the battle
	Name     string       `json:"name"`
	Written  string       `json:"written"`
	Order    string       `json:"order"` // as the notation writes it back; "" for straight on
	Error    string       `json:"error,omitempty"`
	Legal    bool         `json:"legal"`
	Problems []string     `json:"problems,omitempty"`
	Used     int          `json:"used"`     // thrust factors spent
	Budget   int          `json:"budget"`   // thrust factors available
	Turning  int          `json:"turning"`  // turning allowance used, factors
	TurnCap  int          `json:"turn_cap"` // the turning allowance, factors
	Velocity int          `json:"velocity"` // after the move
	ETDice   int          `json:"et_dice,omitempty"`
	ETChance string       `json:"et_chance,omitempty"` // exact, as "25/36 = 69.4%"
	Risk     string       `json:"risk,omitempty"`      // what the order risks, in words
	Path     [][2]float64 `json:"path"`                // start, mid-move point and end, in MU
	Course   int          `json:"course"`              // clock point after the move
	Words    string       `json:"words"`               // all of the above in a sentence, for the page
}

// ordersOf joins the order fields of the battle page into side p's
// written orders: ship-N is ship N's order, em-N its reaction to fire
// (the reaction round), group-NAME a fighter group's and extra any further
// lines, as the rules read them. Only the fields of p's own ships and of
// the groups p sees are read: a field naming another side's ship by its
// index would put that ship's name into the orders, which the check and
// the refusal echo, naming an enemy ship still to arrive, whose arrival is
// written in secret (RULINGS A8). badField finds such a field, to
// refuse it.
func ordersOf(st *battle.State, p game.Player, form url.Values) string {
	var lines []string
	for i, sh := range st.Ships() {
		if sh.Side != int(p) {
			continue
		}
		if text := strings.TrimSpace(form.Get("ship-" + strconv.Itoa(i))); text != "" {
			lines = append(lines, sh.Sheet.Name+": "+text)
		}
		if text := strings.TrimSpace(form.Get("em-" + strconv.Itoa(i))); text != "" {
			lines = append(lines, sh.Sheet.Name+" em: "+text)
		}
	}
	v := st.View(p).(battle.View)
	for _, f := range v.Fighters {
		if text := strings.TrimSpace(form.Get("group-" + f.Name)); text != "" && text != "hold" {
			lines = append(lines, f.Name+": "+text)
		}
	}
	if extra := strings.TrimSpace(form.Get("extra")); extra != "" {
		lines = append(lines, extra)
	}
	return strings.Join(lines, "\n")
}

// badField refuses the first field of form, in the order of their names,
// that writes an order for a ship by an index that is not one of side p's
// ships ("ship-N" or "em-N"), without naming the ship, or that gives an
// order field of a ship or group twice, of which ordersOf would read only
// the first; nil when there is none.
func badField(st *battle.State, p game.Player, form url.Values) error {
	ships := st.Ships()
	for _, key := range slices.Sorted(maps.Keys(form)) {
		_, index, ok := strings.Cut(key, "-")
		if !ok || !strings.HasPrefix(key, "ship-") && !strings.HasPrefix(key, "em-") && !strings.HasPrefix(key, "group-") {
			continue
		}
		if len(form[key]) > 1 {
			return requestError(fmt.Sprintf("the form gives the field %q %d times; give each order once", key, len(form[key])))
		}
		if strings.HasPrefix(key, "group-") || strings.TrimSpace(form.Get(key)) == "" {
			continue
		}
		if i, err := strconv.Atoi(index); err != nil || i < 0 || i >= len(ships) || ships[i].Side != int(p) {
			return requestError(fmt.Sprintf("the form's field %q is not one of your ships' orders", key))
		}
	}
	return nil
}

// checkFTOrders answers a check of side p's orders text in battle st,
// without dice: refused is why their submission would be refused now (the
// rules', or the match's: sealed, over, stale), nil when it would be taken;
// the ships' plans come with it while p writes movement orders.
func checkFTOrders(st *battle.State, p game.Player, text string, refused error) ftCheck {
	out := ftCheck{Orders: text, Ships: []ftShipCheck{}}
	switch {
	case len(text) > maxOrdersText:
		out.Error = fmt.Sprintf("written orders are at most %d bytes; these are %d", maxOrdersText, len(text))
	case refused != nil:
		out.Error = orderReason(refused)
	default:
		out.OK = true
	}
	if st.Phase() != battle.OrdersPhase || !st.Collecting().Has(p) {
		return out
	}
	written := movementLines(text)
	for i, sh := range st.Ships() {
		if sh.Side != int(p) || !sh.InBattle {
			continue
		}
		out.Ships = append(out.Ships, planShip(i, sh, written[sh.Sheet.Name], st.Options()))
	}
	return out
}

// orderReason returns the reason of a refusal without the kernel's
// prefixes.
func orderReason(err error) string {
	var ae *game.ActionError
	if errors.As(err, &ae) && ae.Reason != "" {
		return ae.Reason
	}
	return trimPrefix(err)
}

// movementLines returns each line of orders text by the name before its
// colon.
func movementLines(text string) map[string]string {
	out := map[string]string{}
	for _, line := range strings.FieldsFunc(text, func(r rune) bool { return r == '\n' || r == ';' }) {
		if name, order, ok := strings.Cut(line, ":"); ok {
			out[strings.TrimSpace(name)] = strings.TrimSpace(order)
		}
	}
	return out
}

// planShip reads and plans ship i's movement order text.
func planShip(i int, sh battle.ShipState, text string, opt manoeuvre.ManoeuvreOptions) ftShipCheck {
	c := ftShipCheck{Ship: i, Name: sh.Sheet.Name, Written: text, Path: [][2]float64{}}
	o, err := manoeuvre.ParseOrder(text)
	if err != nil {
		var oe *manoeuvre.OrderError
		if errors.As(err, &oe) {
			c.Error = orderErrorText(oe)
		} else {
			c.Error = trimPrefix(err)
		}
		c.Words = "Not an order: " + c.Error
		return c
	}
	c.Order = o.String()
	p := manoeuvre.PlanOrder(sh.Sheet, sh.Motion, o, opt)
	c.Legal, c.Problems = p.Legal(), p.Problems
	c.Used, c.Budget, c.Turning, c.TurnCap, c.Velocity = p.Thrust.Used, p.Thrust.Budget, p.Thrust.Turning, p.Thrust.TurnCap, p.NewVel
	if p.Thrust.ETDice > 0 {
		c.ETDice = p.Thrust.ETDice
		ok, _, _ := manoeuvre.ETChances(p.Thrust.ETDice)
		c.ETChance = exactSixths(ok, p.Thrust.ETDice)
	}
	if c.Legal {
		if r := manoeuvre.OrderRisk(sh.Sheet, p, opt); r.Fail > 0 || r.Damage > 0 {
			c.Risk = fmt.Sprintf("not carried out as written %.1f%%, drive damaged %.1f%%", 100*r.Fail, 100*r.Damage)
		}
	}
	// Where the ship ends if every die goes its way: a 1 succeeds on the
	// Emergency Thrust table and passes every drive check.
	good := make([]int, 64)
	for k := range good {
		good[k] = 1
	}
	mv := manoeuvre.Move(sh.Sheet, sh.Motion, o, opt, rng.NewScript(good))
	for _, pt := range mv.Path {
		c.Path = append(c.Path, [2]float64{math.Round(pt.X*100) / 100, math.Round(pt.Y*100) / 100})
	}
	c.Course = mv.Motion.Course.Hour()
	c.Words = c.words()
	return c
}

// words describes the planned order in a sentence.
func (c ftShipCheck) words() string {
	order := c.Order
	if order == "" {
		order = "straight on"
	}
	w := fmt.Sprintf("%s: thrust %d of %d, turning %d of %d, velocity then %d, course %d", order, c.Used, c.Budget, c.Turning, c.TurnCap, c.Velocity, c.Course)
	if c.ETDice > 0 {
		w += fmt.Sprintf("; Emergency Thrust rolls %d %s, succeeds %s", c.ETDice, plural(c.ETDice, "die", "dice"), c.ETChance)
	}
	if c.Risk != "" {
		w += "; risk: " + c.Risk
	}
	if !c.Legal {
		w = "Impossible (" + strings.Join(c.Problems, "; ") + "): the ship would drift straight on. " + w
	}
	if n := len(c.Path); n > 0 {
		w += fmt.Sprintf("; ends at %.1f %.1f", c.Path[n-1][0], c.Path[n-1][1])
	}
	return w + "."
}

// plural returns one or many by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// exactSixths writes a chance of n six-sided dice exactly, as a fraction
// of 6^n in lowest terms and a percentage.
func exactSixths(p float64, n int) string {
	den := int64(1)
	for range min(n, 15) {
		den *= 6
	}
	num := int64(math.Round(p * float64(den)))
	a, b := num, den
	for b != 0 {
		a, b = b, a%b
	}
	if a > 1 {
		num, den = num/a, den/a
	}
	return fmt.Sprintf("%d/%d = %.1f%%", num, den, 100*p)
}

// ftTarget is a fire order one of the side's ships may give now: at an
// enemy ship with every weapon that bears ("TARGET"), or with its
// one-shot scatterguns alone ("TARGET [SG]", reading W119), which fire
// only when named.
type ftTarget struct {
	Name  string // the enemy ship
	Value string // the order after "SHIP: "
	What  string // the choice as the page offers it
	Range string // in MU, one decimal
	d     float64
}

// targetsOf returns the fire orders ship i may give now at the enemy ships
// its weapons reach, each checked by the battle's own order checking,
// nearest first, each ship's scattergun choice after its beams'.
func targetsOf(st *battle.State, p game.Player, ships []battle.ShipState, i int) []ftTarget {
	var out []ftTarget
	sg := ships[i].Sheet.Count(fullthrust.Scattergun) > 0
	for j, sh := range ships {
		if sh.Side == int(p) || !sh.InBattle {
			continue
		}
		d := ships[i].Motion.Pos.Dist(ships[j].Motion.Pos)
		r := strconv.FormatFloat(d, 'f', 1, 64)
		if st.CheckOrders(p, game.Orders{Text: ships[i].Sheet.Name + ": " + sh.Sheet.Name}) == nil {
			out = append(out, ftTarget{Name: sh.Sheet.Name, Value: sh.Sheet.Name, What: "fire at " + sh.Sheet.Name, Range: r, d: d})
		}
		if v := sh.Sheet.Name + " [SG]"; sg && st.CheckOrders(p, game.Orders{Text: ships[i].Sheet.Name + ": " + v}) == nil {
			out = append(out, ftTarget{Name: sh.Sheet.Name, Value: v, What: "fire the scatterguns (one-shot) at " + sh.Sheet.Name, Range: r, d: d})
		}
	}
	slices.SortStableFunc(out, func(a, b ftTarget) int { return cmp.Compare(a.d, b.d) })
	return out
}
