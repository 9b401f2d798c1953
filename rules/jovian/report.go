package jovian

import (
	"github.com/broadside/broadside/prob"
	"github.com/broadside/broadside/rng"
)

// AttackOddsReport is the exact odds of one attack as plain numbers: the shape
// "broadside jovian odds attack --json" and the web API print.
type AttackOddsReport struct {
	Kind           string     `json:"kind"`
	Pool           string     `json:"pool"`
	Defence        string     `json:"defence,omitempty"`
	Crippled       float64    `json:"crippled"`
	CrippledExact  string     `json:"crippled_exact,omitempty"`
	Destroyed      float64    `json:"destroyed"`
	DestroyedExact string     `json:"destroyed_exact,omitempty"`
	Structure      prob.JSON  `json:"structure"`
	Defense        *prob.JSON `json:"defense,omitempty"`
	Sensors        *prob.JSON `json:"sensors,omitempty"`
	Thrusters      *prob.JSON `json:"thrusters,omitempty"`
	Systems        *prob.JSON `json:"systems,omitempty"`
	Outcomes       prob.JSON  `json:"outcomes"`
}

// NewAttackOddsReport converts the odds o of an attack on a target of the
// given kind; exact adds each probability as a fraction.
func NewAttackOddsReport(o AttackOdds, kind Kind, exact bool) AttackOddsReport {
	out := AttackOddsReport{Kind: o.Kind.String(), Pool: o.Pool.String(), Structure: o.Structure().JSON(exact),
		Outcomes: o.Loss.JSON(exact, Loss.String)}
	if o.Kind == Missile {
		out.Defence = o.Defence.String()
	}
	out.Crippled, _ = o.Crippled().Float64()
	out.Destroyed, _ = o.Destroyed().Float64()
	if exact {
		out.CrippledExact, out.DestroyedExact = o.Crippled().RatString(), o.Destroyed().RatString()
	}
	if kind == Capital {
		d, s, t, y := o.Rating(Defense).JSON(exact), o.Rating(Sensors).JSON(exact), o.Rating(Thrusters).JSON(exact), o.Systems().JSON(exact)
		out.Defense, out.Sensors, out.Thrusters, out.Systems = &d, &s, &t, &y
	}
	return out
}

// AttackReport is one attack resolved, as "broadside jovian attack --json"
// and the web API print it.
type AttackReport struct {
	Seed    *rng.Seed    `json:"seed,omitempty"` // absent when the dice came from --dice
	Kind    string       `json:"kind"`
	Pool    string       `json:"pool"`
	Attack  string       `json:"attack"`
	Defence string       `json:"defence,omitempty"`
	Left    string       `json:"left,omitempty"`
	Hits    string       `json:"hits"`
	Loss    LossReport   `json:"loss"`
	Target  StatusReport `json:"target"`
	Steps   []string     `json:"steps"`
}

// LossReport is what the attack took.
type LossReport struct {
	Defense   int  `json:"defense"`
	Sensors   int  `json:"sensors"`
	Thrusters int  `json:"thrusters"`
	Structure int  `json:"structure"`
	Systems   int  `json:"systems"`
	Crippled  bool `json:"crippled"`
	Destroyed bool `json:"destroyed"`
}

// StatusReport is a model's state after the attack.
type StatusReport struct {
	Name      string   `json:"name"`
	Defense   int      `json:"defense"`
	Sensors   int      `json:"sensors,omitempty"`
	Thrusters int      `json:"thrusters,omitempty"`
	Structure int      `json:"structure"`
	Damaged   []string `json:"damaged_systems,omitempty"`
	Crippled  bool     `json:"crippled"`
	Destroyed bool     `json:"destroyed"`
	Text      string   `json:"text"`
}

// NewAttackReport describes the attack s resolved into rep, with its log.
func NewAttackReport(s *Shot, rep Report, log *Log) AttackReport {
	out := AttackReport{
		Kind: rep.Kind.String(), Pool: rep.Pool.String(), Attack: rep.Attack.String(), Hits: rep.Hits.String(),
		Loss: LossReport{
			Defense: int(rep.Loss.Ratings[Defense]), Sensors: int(rep.Loss.Ratings[Sensors]),
			Thrusters: int(rep.Loss.Ratings[Thrusters]), Structure: int(rep.Loss.Structure),
			Systems: int(rep.Loss.Systems), Crippled: rep.Loss.Crippled, Destroyed: rep.Loss.Destroyed,
		},
		Target: NewStatusReport(s.Target, rep.Target),
		Steps:  log.Steps,
	}
	if rep.Kind == Missile {
		out.Defence, out.Left = rep.Defence.String(), rep.Left.String()
	}
	return out
}

// NewStatusReport describes the status st of card c.
func NewStatusReport(c *Card, st Status) StatusReport {
	out := StatusReport{Name: c.Name, Defense: st.Rating(Defense), Structure: st.Structure.Value(),
		Crippled: st.Crippled, Destroyed: st.Destroyed, Text: st.Describe(c)}
	if c.Kind == Capital {
		out.Sensors, out.Thrusters = st.Rating(Sensors), st.Rating(Thrusters)
	}
	for i, name := range c.Systems {
		if st.SystemDamaged(i) {
			out.Damaged = append(out.Damaged, name)
		}
	}
	return out
}
