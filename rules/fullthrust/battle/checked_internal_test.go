package battle

import (
	"fmt"
	"reflect"
	"sync"
	"testing"

	"github.com/broadside/broadside/game"
	"github.com/broadside/broadside/rng"
)

// TestCheckMemoAnswersOnlyItsCheck checks the memo of accepted orders
// (checked.go): it answers Resolve only for the state that checked them,
// in the same turn and phase, for the exact text and with no data; an
// answer is what a fresh read gives, shares no storage with the memo and
// is given once (a second check of the same text finds it in place); a
// refused check leaves nothing; a copy answers nothing of the original's;
// Resolve leaves no entry behind; a side keeps one entry.
func TestCheckMemoAnswersOnlyItsCheck(t *testing.T) {
	setup := twoShips() // setup_test.go
	s := newState(&setup)
	a := game.Orders{Text: "One: P1 +1\nOne group: hold"}
	fresh, err := s.readOrders(0, a, nil, true)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CheckOrders(0, a); err != nil {
		t.Fatal(err)
	}
	if !s.memo.has(s, 0, a) || s.CheckOrders(0, a) != nil || !s.memo.has(s, 0, a) {
		t.Fatal("a second check of the same orders lost them")
	}
	if _, ok := s.memo.take(s, 0, game.Orders{Text: a.Text + " "}); ok {
		t.Error("answered another text")
	}
	if _, ok := s.memo.take(s, 0, game.Orders{Text: a.Text, Data: []byte(`{}`)}); ok {
		t.Error("answered orders with data")
	}
	if _, ok := s.memo.take(s, 1, a); ok {
		t.Error("answered the other side")
	}
	c := *s // a copy of the struct shares the memo's pointer
	if _, ok := s.memo.take(&c, 0, a); ok {
		t.Error("answered a copy of the state")
	}
	if cl := s.Clone().(*State); cl.memo == s.memo {
		t.Error("a clone shares the memo")
	}
	s.turn++
	if _, ok := s.memo.take(s, 0, a); ok {
		t.Error("answered in another turn")
	}
	s.turn--
	got, ok := s.memo.take(s, 0, a)
	if !ok {
		t.Fatal("no answer for the orders just checked")
	}
	if !reflect.DeepEqual(got, fresh) {
		t.Errorf("memo answered %+v; a fresh read gives %+v", got, fresh)
	}
	if _, ok := s.memo.take(s, 0, a); ok {
		t.Error("answered twice")
	}
	// The answer keeps its lines whatever checks follow.
	want := got.ship(0)
	for _, text := range []string{"One: S2 -1", "One: nonsense", "One: P2"} {
		_ = s.CheckOrders(0, game.Orders{Text: text})
	}
	if !reflect.DeepEqual(got.ship(0), want) || len(s.memo.sides) != 1 {
		t.Errorf("later checks changed the answer (%+v, want %+v) or added entries (%d)", got.ship(0), want, len(s.memo.sides))
	}
	if r, ok := s.memo.take(s, 0, game.Orders{Text: "One: P2"}); !ok || r.ship(0).move.String() != "P2" {
		t.Errorf("the last accepted check: %+v, %v", r.ship(0), ok)
	}
	if err := s.CheckOrders(0, game.Orders{Text: "One: ??"}); err == nil {
		t.Fatal("nonsense accepted")
	}
	if _, ok := s.memo.take(s, 0, game.Orders{Text: "One: ??"}); ok {
		t.Error("answered refused orders")
	}
	// Resolve takes what it uses and drops the rest.
	b := game.Orders{Text: "Two: S1"}
	if err := s.CheckOrders(0, a); err != nil {
		t.Fatal(err)
	}
	if err := s.CheckOrders(1, b); err != nil {
		t.Fatal(err)
	}
	if err := s.Resolve([]game.Orders{a, {Text: "Two: P1"}}, rng.NewScript(nil), nil); err != nil {
		t.Fatal(err)
	}
	for p, c := range s.memo.sides {
		if c.owner != nil {
			t.Errorf("side %d's entry outlived Resolve", p)
		}
	}
	if got := s.revealed; got[0] != "One: P1 +1; One group: hold" || got[1] != "Two: P1" {
		t.Errorf("revealed %q", got)
	}
}

// TestCheckMemoConcurrentChecks checks (under -race) that concurrent
// checks of one state, as a server answering several viewers may make,
// are safe with the memo while entries are taken from it, and that each
// check still answers for its own orders. (The checks alone would not
// show a race: the read scratch's pool orders them for the detector.)
func TestCheckMemoConcurrentChecks(t *testing.T) {
	setup := twoShips() // setup_test.go
	s := newState(&setup)
	texts := []string{"One: P1", "One: S1 +1", "One: ??", "One: +2"}
	var wg sync.WaitGroup
	errs := make([]error, len(texts))
	for k, text := range texts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 200 {
				err := s.CheckOrders(0, game.Orders{Text: text})
				if (err != nil) != (k == 2) {
					errs[k] = fmt.Errorf("%q: %v", text, err)
					return
				}
			}
		}()
	}
	for range 2 { // and takers, as Resolve takes
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 200 {
				s.memo.take(s, 0, game.Orders{Text: texts[0]})
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
}
