package scenario

import (
	"strings"
	"testing"

	"github.com/broadside/broadside/geom"
)

// vectorDuelText is goodDuel under vector movement: no cinematic
// manoeuvre in any doctrine, Two drifting by a course vector.
var vectorDuelText = strings.NewReplacer(
	"options: {hard_about: before-moving,", "options: {movement: vector, hard_about: before-moving,",
	"doctrine: {et: true, em: 1, backfire: true, jump: true}", "doctrine: {et: true}",
	"heading: 9, velocity: 5,", "heading: 9, course: [-3, 1.5],",
).Replace(goodDuel)

// TestDecodeFTDuelVector reads a duel under vector movement (movement:
// vector, the battle files' option): a ship's course vector as written,
// the other's velocity along its heading, which the duel turns into its
// vector when it starts (W75).
func TestDecodeFTDuelVector(t *testing.T) {
	d, err := DecodeFTDuel("vector.yaml", []byte(vectorDuelText))
	if err != nil {
		t.Fatal(err)
	}
	if !d.Duel.Options.Vector {
		t.Fatal("movement: vector not set")
	}
	one, two := d.Duel.Ships[0].Motion, d.Duel.Ships[1].Motion
	if one.Vector != (geom.Vec{}) || one.Velocity != 5 || one.Facing.Hour() != 3 {
		t.Errorf("One: %+v", one)
	}
	if two.Vector != (geom.Vec{X: -3, Y: 1.5}) || two.Velocity != 0 || two.Facing.Hour() != 9 {
		t.Errorf("Two: %+v", two)
	}
	if !d.Duel.Ships[0].Doctrine.ET {
		t.Error("et: true lost")
	}
	cinematic, err := DecodeFTDuel("good.yaml", []byte(strings.Replace(goodDuel, "{hard_about:", "{movement: cinematic, hard_about:", 1)))
	if err != nil || cinematic.Duel.Options.Vector {
		t.Errorf("movement: cinematic: %v, vector %v", err, cinematic.Duel.Options.Vector)
	}
}

// TestDecodeFTDuelVectorErrors checks that each problem of movement and
// course is reported at its place in the file, in the battle files' words.
func TestDecodeFTDuelVectorErrors(t *testing.T) {
	for _, tc := range []struct {
		name, text, from, to, want string
	}{
		{"movement value", vectorDuelText, "movement: vector", "movement: warp", `vector.yaml:3:21: manoeuvre option movement="warp": want one of cinematic, vector`},
		{"course without vector movement", vectorDuelText, "movement: vector, ", "", "vector.yaml:7:59: a course vector needs vector movement (options: {movement: vector})"},
		{"course and velocity", vectorDuelText, "course: [-3, 1.5]", "velocity: 2, course: [-3, 1.5]", "vector.yaml:7:72: give a velocity along the heading or a course vector, not both"},
		{"course shape", vectorDuelText, "course: [-3, 1.5]", "course: [-3]", "vector.yaml:7:59: course must be [x, y] in MU a turn"},
		{"course too long", vectorDuelText, "course: [-3, 1.5]", "course: [0, 500]", "vector.yaml:7:59: a course vector must be finite and at most 100 MU long, got [0, 500]"},
		{"course not finite", vectorDuelText, "course: [-3, 1.5]", "course: [.nan, 1]", "vector.yaml:7:60: .nan is not a number"},
		{"cinematic doctrine", vectorDuelText, "doctrine: {et: true}", "doctrine: {et: true, hard_about: true, backfire: true}",
			"vector.yaml:6:84: the doctrine allows Hard About, cinematic manoeuvres not available under vector movement (W73); and Grav Backfire, which the vector planner does not order (W93)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := strings.Replace(tc.text, tc.from, tc.to, 1)
			if text == tc.text {
				t.Fatalf("%q not in the file", tc.from)
			}
			_, err := DecodeFTDuel("vector.yaml", []byte(text))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got\n%v\nwant it to contain\n%s", err, tc.want)
			}
		})
	}
}
