package cli

import (
	"encoding/json"
	"os"

	"github.com/broadside/broadside/game"
)

// writeRecord saves a battle's record to path as indented JSON, the form
// "broadside replay" reads, for --record of every ruleset's battle.
func writeRecord(path string, rec game.Record) error {
	data, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

// seenBy passes to add the events player as (counted from 1) may see, or
// every event when as is 0: replay --as shows a battle as one side saw it.
func seenBy(as int, add game.Emit) game.Emit {
	if as <= 0 {
		return add
	}
	viewer := game.Player(as - 1)
	return func(e game.Event) {
		if e.VisibleTo(viewer) {
			add(e)
		}
	}
}
