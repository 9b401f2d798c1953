package game_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/broadside/broadside/game"
)

// TestParseRecordRefusesUnknownFields checks that a misspelt field of a
// record, of a step or of its orders, and text after the record, are
// refused by name: a record whose "actions" was misspelt replayed as a
// game of no actions, its every step silently dropped, and a step whose
// "orders" was misspelt lost its orders.
func TestParseRecordRefusesUnknownFields(t *testing.T) {
	const good = `{"rules":"race","version":"1","seed":"000000000000002a","setup":{"target":5},"actions":[{"player":0,"action":"roll"},{"player":1,"action":"orders","orders":{"text":"a"}}]}`
	if _, err := game.ParseRecord([]byte(good)); err != nil {
		t.Fatalf("the good record: %v", err)
	}
	for _, c := range []struct{ name, record, want string }{
		{"actions", strings.Replace(good, `"actions"`, `"actoins"`, 1), `unknown field "actoins"`},
		{"step", strings.Replace(good, `"action":"roll"`, `"action":"roll","dies":[6]`, 1), `unknown field "dies"`},
		{"orders", strings.Replace(good, `"orders":{"text"`, `"orders":{"txt"`, 1), `unknown field "txt"`},
		{"after", good + ` {"rules":"race"}`, "something follows the record"},
	} {
		_, err := game.ParseRecord([]byte(c.record))
		if !errors.Is(err, game.ErrBadRecord) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want a bad record saying %q", c.name, err, c.want)
		}
	}
	if _, err := game.ParseRecord([]byte(good + "\n\n")); err != nil {
		t.Errorf("the good record with blank lines after it: %v", err)
	}
}
