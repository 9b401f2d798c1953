package dice_test

import (
	"errors"
	"fmt"

	"github.com/broadside/broadside/dice"
	"github.com/broadside/broadside/rng"
)

func ExampleParse() {
	for _, text := range []string{"3d6", "2D6 + 1d4 - 1", "8d6>=5", "4d6kh3", "4d6kx3", "20000d6"} {
		e, err := dice.Parse(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(e)
	}
	// Output:
	// 3d6
	// 2d6+d4-1
	// 8d6>=5
	// 4d6kh3
	// dice: 4d6kx3: column 4: expected "kh" or "kl"
	// dice: 20000d6: column 1: roll 1 to 10000 dice
}

func ExampleSyntaxError() {
	_, err := dice.Parse("2d6+d")
	var se *dice.SyntaxError
	if errors.As(err, &se) {
		fmt.Printf("column %d: %s\n", se.Col, se.Msg)
	}
	// Output: column 6: expected the number of sides after "d", found the end
}

func ExampleSyntaxError_Error() {
	_, err := dice.Parse("3d6>5")
	fmt.Println(err.Error())
	// Output: dice: 3d6>5: column 4: expected ">="
}

func ExampleExpr_String() {
	e, _ := dice.Parse("+1D6 - 02")
	fmt.Println(e.String(), len(e.Parts), e.Parts[1].Neg)
	// Output: d6-2 2 true
}

func ExamplePart_String() {
	p := dice.Part{Kind: dice.KindKeepHigh, Dice: 4, Sides: 6, Kept: 3}
	fmt.Println(p)
	// Output: 4d6kh3
}

func ExampleExpr_Validate() {
	e := dice.Expr{Parts: []dice.Part{{Kind: dice.KindAtLeast, Dice: 8, Sides: 6, Target: 7}}}
	fmt.Println(e.Validate())
	// Output: dice: part 1 (8d6>=7): the target of a d6 is 1 to 6
}

func ExampleExpr_Score() {
	e, _ := dice.Parse("2d6+1")
	fmt.Println(e.Score(rng.NewScript([]int{3, 5})))
	// Output: 9
}

func ExampleExpr_Roll() {
	e, _ := dice.Parse("2d6+1d4-1")
	fmt.Println(e.Roll(rng.NewScript([]int{3, 5, 2})))
	// Output: 2d6: 3 5 + d4: 2 - 1 = 9
}

func ExampleExpr_Dist() {
	e, _ := dice.Parse("2d6+1")
	d, err := e.Dist()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d.Lo(), d.Hi(), d.P(8), d.Mean())
	big, _ := dice.Parse("10000d6")
	_, err = big.Dist()
	fmt.Println(errors.Is(err, dice.ErrTooLarge))
	// Output:
	// 3 13 1/6 8
	// true
}
