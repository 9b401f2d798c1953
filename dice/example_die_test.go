package dice_test

import (
	"errors"
	"fmt"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

// beam is the Full Thrust beam die as a ruleset would define it: 1-3 score
// 0, 4-5 score 1, and a 6 scores 2 and is rolled again.
var beam = dice.Die{Name: "beam", Sides: 6, Faces: []dice.Face{
	{}, {}, {}, {Score: 1}, {Score: 1}, {Score: 2, Reroll: true},
}}

func ExampleDie() {
	pool := dice.Pool{{Die: beam, Count: 3}}
	fmt.Println(pool.Roll(rng.NewScript([]int{6, 4, 2, 6, 3})))
	fmt.Println("P(no hit) =", pool.Dist().P(0))
	// Output:
	// 3 beam: 6!6!3(4) 4(1) 2(0) = 5
	// P(no hit) = 1/8
}

func ExamplePlain() {
	d6 := dice.Plain(6)
	fmt.Println(d6.Name, d6.Sides, d6.Faces[3].Score, d6.IsPlain())
	// Output: d6 6 4 true
}

func ExampleSuccess() {
	d := dice.Success(6, 5)
	fmt.Println(d.Name, d.Faces[3].Score, d.Faces[4].Score)
	fmt.Println("P(3 successes on 8 dice) =", dice.Pool{{Die: d, Count: 8}}.Dist().P(3))
	// Output:
	// d6>=5 0 1
	// P(3 successes on 8 dice) = 1792/6561
}

func ExampleDie_WithScores() {
	// A level-2 screen: a 4 scores nothing and a 6 scores 1, but the 6
	// still re-rolls, and the re-roll is an ordinary beam die.
	screened := beam.WithScores(func(face int, f dice.Face) dice.Face {
		switch face {
		case 4:
			f.Score = 0
		case 6:
			f.Score = 1
		}
		return f
	})
	screened.Name = "beam vs screen 2"
	fmt.Println(screened.Again.Name, screened.Faces[5], beam.Faces[5])
	pool := dice.Pool{{Die: screened, Count: 1}}
	fmt.Println(pool.Roll(rng.NewScript([]int{6, 6, 4})))
	// Output:
	// beam {1 true} {2 true}
	// 1 beam vs screen 2: 6!6!4(4) = 4
}

func ExampleDie_Validate() {
	free := dice.Die{Name: "free", Sides: 2, Faces: []dice.Face{{Score: 1}, {Reroll: true}}}
	err := free.Validate()
	fmt.Println(errors.Is(err, dice.ErrInvalidDie))
	fmt.Println(err)
	fmt.Println(beam.Validate())
	// Output:
	// true
	// dice: invalid die: "free": face 2 re-rolls the same die but scores 0; such a face must score at least 1
	// <nil>
}

func ExampleDie_IsPlain() {
	fmt.Println(dice.Plain(8).IsPlain(), beam.IsPlain())
	// Output: true false
}

// The beam die's mean: 4/5 of a point per throw, re-rolls included.
func ExampleDie_Mean() {
	fmt.Println(beam.Mean(), dice.Plain(6).Mean())
	// Output: 4/5 7/2
}

// The same means as float64, as Mean().Float64() gives them.
func ExampleDie_MeanFloat64() {
	fmt.Println(beam.MeanFloat64(), dice.Plain(6).MeanFloat64())
	// Output: 0.8 3.5
}
