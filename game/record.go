package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/broadside/broadside/rng"
)

// Record is a saved game: the rules and their version, the options, the
// seed, the setup and the actions played, in order. It is the whole game;
// everything else is derived by replaying it. It marshals to stable JSON.
type Record struct {
	Rules   string          `json:"rules"`             // the ruleset's name, such as "spacefleet"
	Version string          `json:"version"`           // the rules version the game was played under
	Options json.RawMessage `json:"options,omitempty"` // the ruleset's options, as its JSON
	Seed    rng.Seed        `json:"seed"`              // the root of every action's dice
	Setup   json.RawMessage `json:"setup"`             // the ruleset's setup, as its JSON
	Steps   []Step          `json:"actions"`           // the actions played, in order
}

// Step is one action in a record: who took it, its text form, and the dice
// rolled at the table for it when they did not come from the seed.
type Step struct {
	Player Player `json:"player"`
	Action string `json:"action"`
	// Dice holds the faces a person supplied for this action, in the order
	// they were used; empty when the action's dice came from the seed.
	Dice []int `json:"dice,omitempty"`
	// Orders holds the written orders of a submission (see Collector),
	// whose Action is then "orders"; nil for an action.
	Orders *Orders `json:"orders,omitempty"`
	// Table marks a table step (see [Resign]): an agreement between the
	// players, whose Action is one of the table words; false for an action
	// of the rules or a submission.
	Table bool `json:"table,omitempty"`
}

// String prints the step as "player 1: move 3 FFRF".
func (s Step) String() string { return fmt.Sprintf("%s: %s", s.Player, s.Action) }

// Clone returns a deep copy of the record.
func (r Record) Clone() Record {
	c := r
	c.Options = append(json.RawMessage(nil), r.Options...)
	c.Setup = append(json.RawMessage(nil), r.Setup...)
	c.Steps = make([]Step, len(r.Steps))
	for i, s := range r.Steps {
		c.Steps[i] = s
		c.Steps[i].Dice = append([]int(nil), s.Dice...)
		if s.Orders != nil {
			o := s.Orders.clone()
			c.Steps[i].Orders = &o
		}
	}
	return c
}

// ParseRecord reads a record from its JSON. A field the record, its steps
// or their orders do not have is refused by name, as is anything after the
// record, so that a misspelt "actions" cannot drop every step unseen. An
// error wraps [ErrBadRecord].
func ParseRecord(data []byte) (Record, error) {
	var r Record
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return Record{}, fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Record{}, fmt.Errorf("%w: something follows the record after byte %d; a file holds one record", ErrBadRecord, dec.InputOffset())
	}
	if r.Rules == "" {
		return Record{}, fmt.Errorf("%w: no rules named", ErrBadRecord)
	}
	if len(r.Setup) == 0 {
		return Record{}, fmt.Errorf("%w: no setup", ErrBadRecord)
	}
	return r, nil
}
