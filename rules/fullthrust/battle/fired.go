package battle

// Fired counts the ordnance a ship has placed in the battle. Every
// placement is made in the open (each side sees the salvos, heavy
// missiles and bolts placed, View.Ordnance), so the counts are shown to
// every side: a player can tell from them an enemy's racks that are
// empty, its heavy missiles spent and its bolt launchers reloading,
// without keeping a memory of its own. Ordnance a ship's orders named but
// its FTL warm-up or jump withheld (W109, W112, W114) is not counted.
type Fired struct {
	Salvos   int `json:"salvos,omitempty"`    // salvos placed so far
	Missiles int `json:"missiles,omitempty"`  // heavy missiles fired so far
	BoltTurn int `json:"bolt_turn,omitempty"` // the last turn it fired plasma bolts; 0 for none yet
	Bolts    int `json:"bolts,omitempty"`     // plasma bolts it fired on BoltTurn
}

// count adds one piece of ordnance of kind placed on turn.
func (f *Fired) count(kind MountKind, turn int) {
	switch kind {
	case PlasmaBolt:
		if f.BoltTurn != turn {
			f.BoltTurn, f.Bolts = turn, 0
		}
		f.Bolts++
	case HeavyMissile:
		f.Missiles++
	default:
		f.Salvos++
	}
}
