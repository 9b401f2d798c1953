package spacefleet

import "testing"

// TestShipTypes checks the "Ship Types" table.
func TestShipTypes(t *testing.T) {
	want := map[Class]Standard{
		Dreadnought: {15, 1, 8}, Battleship: {10, 2, 5}, HeavyCruiser: {6, 3, 3}, LightCruiser: {4, 4, 2}, Destroyer: {2, 5, 1},
	}
	for c, w := range want {
		if got := c.Standard(); got != w {
			t.Errorf("%s standard = %+v, want %+v", c, got, w)
		}
	}
}

// TestDesignTable checks the "Ship design" table.
func TestDesignTable(t *testing.T) {
	want := map[Class]Limits{
		Dreadnought: {14, 20, 2, 0}, Battleship: {11, 13, 3, 8}, HeavyCruiser: {9, 10, 4, 5}, LightCruiser: {8, 8, 5, 4}, Destroyer: {6, 7, 5, 3},
	}
	for c, w := range want {
		if got := c.Limits(); got != w {
			t.Errorf("%s limits = %+v, want %+v", c, got, w)
		}
	}
}

// TestToHitTable checks every cell of the "Firing" table and the plasma
// scores of "Plasma Cannon" (RULINGS D2#3).
func TestToHitTable(t *testing.T) {
	for _, tc := range []struct {
		weapon Weapon
		rng    int
		want   int // 0: cannot fire
	}{
		{Beam, 0, 4}, {Beam, 4, 4}, {Beam, 5, 5}, {Beam, 8, 5}, {Beam, 9, 6}, {Beam, 12, 6}, {Beam, 13, 0},
		{Missile, 0, 4}, {Missile, 4, 4}, {Missile, 5, 0}, {Missile, 9, 0},
		{Plasma, 3, 5}, {Plasma, 6, 6}, {Plasma, 10, 0},
	} {
		shot := Shot{Weapon: tc.weapon, Range: tc.rng, Firer: Battleship, Target: HeavyCruiser}
		got, err := shot.Need()
		if tc.want == 0 {
			if err == nil {
				t.Errorf("%s at %d: need %d, want no shot", tc.weapon, tc.rng, got)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%s at %d: need %d, %v; want %d", tc.weapon, tc.rng, got, err, tc.want)
		}
	}
}

// TestToHitModifiers checks each modifier of "Firing".
func TestToHitModifiers(t *testing.T) {
	for _, tc := range []struct {
		name string
		shot Shot
		want int
	}{
		{"destroyer at long range", Shot{Range: 10, Firer: Battleship, Target: Destroyer}, 7},
		{"destroyer at medium range", Shot{Range: 6, Firer: Battleship, Target: Destroyer}, 5},
		{"plasma next to firer", Shot{Range: 2, Firer: Battleship, Target: Battleship, PlasmaNear: true}, 5},
		{"missile at destroyer", Shot{Weapon: Missile, Range: 2, Firer: Battleship, Target: Destroyer}, 5},
		{"missile at light cruiser", Shot{Weapon: Missile, Range: 2, Firer: Battleship, Target: LightCruiser}, 5},
		{"missile at heavy cruiser", Shot{Weapon: Missile, Range: 2, Firer: Battleship, Target: HeavyCruiser}, 4},
		{"at a missile salvo", Shot{Range: 6, Firer: Destroyer, AtSalvo: true}, 6},
		{"through debris", Shot{Range: 3, Firer: Destroyer, Target: HeavyCruiser, Debris: true}, 5},
		{"everything", Shot{Weapon: Missile, Range: 1, Firer: Destroyer, Target: Destroyer, Debris: true, PlasmaNear: true}, 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.shot.Need()
			if err != nil || got != tc.want {
				t.Errorf("Need() = %d, %v; want %d", got, err, tc.want)
			}
		})
	}
}

// TestNoLongRangeForSmallShips checks that destroyers and light cruisers
// cannot fire at long range, and that salvoes cannot be targeted beyond
// medium range.
func TestNoLongRangeForSmallShips(t *testing.T) {
	for _, c := range []Class{Destroyer, LightCruiser} {
		if _, err := (Shot{Range: 9, Firer: c, Target: Battleship}).Need(); err == nil {
			t.Errorf("a %s fired at long range", c)
		}
	}
	if _, err := (Shot{Range: 9, Firer: HeavyCruiser, Target: Battleship}).Need(); err != nil {
		t.Errorf("a heavy cruiser could not fire at long range: %v", err)
	}
	if _, err := (Shot{Range: 9, Firer: Dreadnought, AtSalvo: true}).Need(); err == nil {
		t.Error("a salvo was targeted at long range")
	}
}

// TestNaturalSix checks RULINGS D2#2: a need of 7 cannot hit, unless the
// NaturalSix reading is chosen.
func TestNaturalSix(t *testing.T) {
	if Hits(6, 7, Options{}) || Possible(7, Options{}) {
		t.Error("a 6 hit a need of 7")
	}
	if !Hits(6, 7, Options{NaturalSix: true}) || !Possible(7, Options{NaturalSix: true}) {
		t.Error("a natural 6 missed under NaturalSix")
	}
}

// TestDamageTable checks every row of the damage table, with the gap at 2
// read as destroyed (RULINGS D2#1) or, under TwoIsMajor, as major damage.
func TestDamageTable(t *testing.T) {
	for _, tc := range []struct {
		score      int
		want, alt  Result
		wantPoints int
	}{
		{-1, Wrecked, Wrecked, 0}, {0, Wrecked, Wrecked, 0}, {1, Wrecked, Wrecked, 0}, {2, Wrecked, Major, 0},
		{3, Major, Major, 3}, {4, Major, Major, 3}, {5, HalfSpeed, HalfSpeed, 1}, {6, WeaponsKO, WeaponsKO, 1},
		{7, Minor, Minor, 0}, {8, Minor, Minor, 0},
	} {
		if got := DamageResult(tc.score, Options{}); got != tc.want {
			t.Errorf("DamageResult(%d) = %s, want %s", tc.score, got, tc.want)
		}
		if got := DamageResult(tc.score, Options{TwoIsMajor: true}); got != tc.alt {
			t.Errorf("DamageResult(%d) with TwoIsMajor = %s, want %s", tc.score, got, tc.alt)
		}
		if got := tc.want.Points(); got != tc.wantPoints {
			t.Errorf("%s scores %d points, want %d", tc.want, got, tc.wantPoints)
		}
	}
}

// TestDamageModifiers checks the damage-die modifiers: −2 destroyer, −1
// light cruiser, +1 battleship, +2 dreadnought, −1 missile.
func TestDamageModifiers(t *testing.T) {
	want := map[Class]int{Destroyer: -2, LightCruiser: -1, HeavyCruiser: 0, Battleship: 1, Dreadnought: 2}
	for c, m := range want {
		if got := DamageModifier(c, false); got != m {
			t.Errorf("%s modifier %d, want %d", c, got, m)
		}
		if got := DamageModifier(c, true); got != m-1 {
			t.Errorf("%s missile modifier %d, want %d", c, got, m-1)
		}
	}
}

func TestBands(t *testing.T) {
	for r, want := range map[int]Band{0: Short, 4: Short, 5: Medium, 8: Medium, 9: Long, 12: Long, 13: OutOfRange} {
		if got := BandOf(r); got != want {
			t.Errorf("BandOf(%d) = %s, want %s", r, got, want)
		}
	}
}
