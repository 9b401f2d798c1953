package fullthrust

import (
	"slices"

	"github.com/broadside/broadside/rules/fullthrust/battle"
)

// Spent ordnance. A view shows an enemy ship's salvo racks ("SMR") but
// never how many salvos it has left (only its own side sees that); a
// salvo rack holds one salvo, though (2015 text, salvo missiles), each
// heavy missile mount fires one missile (2015 text, heavy missiles;
// mount.go), and a plasma bolt launcher that fired on one turn cannot fire
// on the next (RULINGS A7, plasma bolts). Every placement is made in the
// open, and the views count each ship's (battle.Fired). The tactical
// player reads those counts as a player at the table would have noted
// them: an enemy ship with racks only that has placed as many salvos as
// it has racks carries none, one that has fired as many heavy missiles as
// it has mounts shows none, and one that fired as many bolts last turn as
// it has launchers shows none this turn. Its ships then neither dodge
// ordnance that cannot come (battle_dodge.go), nor weigh it in their
// exposure, nor commit their B1 to point defence against it. The counts
// are the engine's, so a player made afresh for each write (the web's)
// knows as much as one that played every turn.

// known returns v with the enemy's spent ordnance left out of its ships'
// systems, as the file's comment describes. The view's slices are copied
// where changed; v is returned as it is when no enemy ship has fired.
func known(v battle.View) battle.View {
	fired := false
	for _, s := range v.Ships {
		fired = fired || (s.Side != v.You && s.Fired != battle.Fired{})
	}
	if !fired {
		return v
	}
	ships := slices.Clone(v.Ships)
	for k, s := range ships {
		if s.Side == v.You {
			continue
		}
		ships[k].Systems = unspent(s, v.Turn)
		n := s.Fired.Salvos
		if n == 0 || slices.Contains(s.Systems, salvoLauncherLabel) || count(s.Systems, salvoRackLabel) > n {
			continue
		}
		ships[k].Systems = slices.DeleteFunc(slices.Clone(ships[k].Systems), func(l string) bool { return l == salvoRackLabel })
	}
	v.Ships = ships
	return v
}

// unspent returns enemy ship s's systems as the player knows them on turn:
// without its heavy missile mounts once it has fired as many missiles,
// and without its plasma bolt launchers on the turn after it fired as
// many bolts. The systems are copied when changed.
func unspent(s battle.ShipView, turn int) []string {
	hm, pb := battle.HeavyMissile.Label(), battle.PlasmaBolt.Label()
	out := s.Systems
	if n := count(out, hm); n > 0 && s.Fired.Missiles >= n {
		out = slices.DeleteFunc(slices.Clone(out), func(l string) bool { return l == hm })
	}
	if n, f := count(out, pb), s.Fired; n > 0 && f.BoltTurn == turn-1 && f.Bolts >= n {
		out = slices.DeleteFunc(slices.Clone(out), func(l string) bool { return l == pb })
	}
	return out
}
