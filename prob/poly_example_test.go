package prob_test

import (
	"fmt"
	"math/big"

	"github.com/broadside/broadside/prob"
)

// d6 is the generating function of a six-sided die: x + x² + ... + x⁶.
var d6 = prob.PolyOf(1, 1, 1, 1, 1, 1, 1)

func ExamplePolyOf() {
	fmt.Println(prob.PolyOf(0, 3, 0, -1))
	fmt.Println(prob.PolyOf(-2, 0, 5, 0)) // zeros at the ends are dropped
	// Output:
	// +3·x^0 -1·x^2
	// +5·x^-1
}

func ExamplePoly_Lo() {
	p := prob.PolyOf(2, 1, 4)
	fmt.Println(p.Lo(), p.Hi())
	// Output: 2 3
}

func ExamplePoly_Hi() {
	var zero prob.Poly
	fmt.Println(d6.Hi(), zero.Hi()-zero.Lo()+1)
	// Output: 6 0
}

func ExamplePoly_IsZero() {
	fmt.Println(d6.IsZero(), d6.Add(d6.Scale(big.NewInt(-1))).IsZero())
	// Output: false true
}

func ExamplePoly_Coef() {
	twoD6 := d6.Mul(d6)
	fmt.Println(twoD6.Coef(7), twoD6.Coef(13))
	// Output: 6 0
}

func ExamplePoly_Equal() {
	fmt.Println(d6.Reflect().Reflect().Equal(d6))
	// Output: true
}

func ExamplePoly_Add() {
	fmt.Println(prob.PolyOf(0, 1, 2).Add(prob.PolyOf(1, -2, 5)))
	// Output: +1·x^0 +5·x^2
}

func ExamplePoly_Scale() {
	fmt.Println(prob.PolyOf(0, 1, -2).Scale(big.NewInt(3)))
	// Output: +3·x^0 -6·x^1
}

func ExamplePoly_Mul() {
	// (1 − x)·(1 + x + x²) = 1 − x³.
	fmt.Println(prob.PolyOf(0, 1, -1).Mul(prob.PolyOf(0, 1, 1, 1)))
	// Output: +1·x^0 -1·x^3
}

func ExamplePoly_Reflect() {
	// The faces of a die scored negatively: −6..−1.
	fmt.Println(prob.PolyOf(1, 1, 2).Reflect())
	// Output: +2·x^-2 +1·x^-1
}

func ExamplePoly_Dist() {
	// Three dice: 216 ways in all.
	d, err := d6.Mul(d6).Mul(d6).Dist(big.NewInt(216))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d.P(10).RatString(), d.Tail().Sign())
	// Output: 1/8 0
}

func ExamplePoly_String() {
	fmt.Println(prob.PolyOf(-1, 2, 0, -3), prob.Poly{})
	// Output: +2·x^-1 -3·x^1 0
}

func ExamplePowProduct() {
	// Ways to roll 10 on two six-sided dice and one four-sided die.
	d4 := prob.PolyOf(1, 1, 1, 1, 1)
	p := prob.PowProduct(prob.Factor{Base: d6, Exp: 2}, prob.Factor{Base: d4, Exp: 1})
	fmt.Println(p.Lo(), p.Hi(), p.Coef(10))
	// The number of ways to roll 3500 on 1000 dice has 777 digits.
	fmt.Println(len(prob.PowProduct(prob.Factor{Base: d6, Exp: 1000}).Coef(3500).String()))
	// Output:
	// 3 16 20
	// 777
}
