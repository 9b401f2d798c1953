package scenario

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
)

// TestFTBattleVector reads a battle under vector movement: a ship's course
// vector as written, the others' velocity along their heading (which
// battle.New turns into their vector).
func TestFTBattleVector(t *testing.T) {
	text := strings.Replace(battleText, "turns: 6", "turns: 6\noptions: {movement: vector}", 1)
	text = strings.Replace(text, "heading: 6\n    velocity: 4", "heading: 6\n    course: [1.5, -2]", 1)
	b, err := DecodeFTBattle("test.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	s := b.Setup
	if !s.Options.Vector {
		t.Fatal("movement: vector not set")
	}
	if m := s.Ships[1].Start.Motion; m.Vector != (geom.Vec{X: 1.5, Y: -2}) || m.Velocity != 0 || m.Facing.Hour() != 6 {
		t.Fatalf("course: %+v", m)
	}
	if m := s.Ships[0].Start.Motion; m.Vector != (geom.Vec{}) || m.Velocity != 4 {
		t.Fatalf("velocity: %+v", m)
	}
}

func TestFTBattleVectorErrors(t *testing.T) {
	vector := strings.Replace(battleText, "turns: 6", "turns: 6\noptions: {movement: vector}", 1)
	for _, tc := range []struct {
		name, text, from, to, want string
	}{
		{"course without vector movement", battleText, "heading: 6\n    velocity: 4", "heading: 6\n    course: [1, 2]", "test.yaml:24:13: ship \"Two\": a course vector needs vector movement"},
		{"course and velocity", vector, "heading: 6\n    velocity: 4", "heading: 6\n    velocity: 4\n    course: [1, 2]", "ship \"Two\": give a velocity along the heading or a course vector, not both"},
		{"course shape", vector, "heading: 6\n    velocity: 4", "heading: 6\n    course: [1]", "test.yaml:25:13: course must be [x, y] in MU a turn"},
		{"course too long", vector, "heading: 6\n    velocity: 4", "heading: 6\n    course: [0, 500]", "at most 100 MU long"},
		{"movement value", battleText, "turns: 6", "turns: 6\noptions: {movement: warp}", "want one of cinematic, vector"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := strings.Replace(tc.text, tc.from, tc.to, 1)
			_, err := DecodeFTBattle("test.yaml", []byte(text))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got\n%v\nwant it to contain\n%s", err, tc.want)
			}
		})
	}
}
