package pointdefence

import (
	"fmt"

	"github.com/broadside/broadside/rng"
)

// RollPDL rolls a 2015 point defence level from src with b1 dice scored as
// a B1 and pds dice scored as a PDS, the dice [PDLOdds] counts, and returns
// the level with a log of each throw and its re-rolls ("New Point
// Defence": the point defence level). The B1 dice are thrown first, then
// the PDS dice, each kind with its re-rolls wave by wave as at the table;
// the log's last entry is the level and its band. It is the roll that
// PDLOdds describes exactly, and it panics if a count is negative.
//
// With an [rng.Script] that runs out, the level and log are meaningless:
// the caller checks the script's Err first.
func RollPDL(b1, pds int, src rng.Source) (int, Log) {
	if b1 < 0 || pds < 0 {
		panic("fullthrust: RollPDL with a negative number of dice")
	}
	r := newRoller(src)
	var log Log
	pdl := 0
	for _, k := range []struct {
		die   int
		n     int
		label string
	}{{0, b1, "B1"}, {1, pds, "PDS"}} {
		if k.n == 0 {
			continue
		}
		d := &b1Die
		if k.die == 1 {
			d = &pdsDie
		}
		rec := &throwRec{}
		first, later := r.throw(d, k.n, k.label, k.label+" re-roll", rec)
		pdl += first + later
		who := fmt.Sprintf("%s ×%d", k.label, k.n)
		log = append(log, Entry{Step: StepPDL, Who: who, Dice: rec.dice(), Value: first + later,
			Text: fmt.Sprintf("%s: %s → %d", who, rec.text(), first+later)})
	}
	log = append(log, Entry{Step: StepPDL, Who: "PDL", Value: pdl, Text: fmt.Sprintf("PDL %d (band %s)", pdl, BandOf(pdl))})
	return pdl, log
}
