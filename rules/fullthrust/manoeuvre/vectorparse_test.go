package manoeuvre

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseVectorOrder(t *testing.T) {
	for _, c := range []struct {
		text string
		want VectorOrder
		str  string
	}{
		{"", VectorOrder{}, ""},
		{"MD4", VectorOrder{Steps: []VectorStep{{Kind: VectorDrive, N: 4}}}, "MD4"},
		{"tp2, md 3 + ps1", VectorOrder{Steps: []VectorStep{{Kind: VectorRotate, N: -2}, {Kind: VectorDrive, N: 3}, {Kind: VectorPush, N: 1, Side: PushStarboard}}}, "TP2 MD3 PS1"},
		{"PR2 TS6 FTL", VectorOrder{Steps: []VectorStep{{Kind: VectorPush, N: 2, Side: PushReverse}, {Kind: VectorRotate, N: 6}}, FTL: true}, "PR2 TS6 FTL"},
		{"PP1", VectorOrder{Steps: []VectorStep{{Kind: VectorPush, N: 1, Side: PushPort}}}, "PP1"},
		{"MD2 em2", VectorOrder{Steps: []VectorStep{{Kind: VectorDrive, N: 2}}, EM: 2}, "MD2 EM2"},
		{"Ec1 TS1 MD1", VectorOrder{Steps: []VectorStep{{Kind: VectorRotate, N: 1}, {Kind: VectorDrive, N: 1}}, Eclipse: 1}, "TS1 MD1 Ec1"},
		{"RED MD6", VectorOrder{Steps: []VectorStep{{Kind: VectorDrive, N: 6}}, Redline: true}, "RL MD6"},
		{"TP2 SRJ", VectorOrder{Steps: []VectorStep{{Kind: VectorRotate, N: -2}}, Jump: true}, "TP2 SRJ"},
		{"srj 30", VectorOrder{Jump: true, JumpDist: 30}, "SRJ30"},
		{"Backfire", VectorOrder{Backfire: true}, "backfire"},
		{"ET MD5 EM1 Ec1", VectorOrder{Steps: []VectorStep{{Kind: VectorDrive, N: 5}}, ET: true, EM: 1, Eclipse: 1}, "ET MD5 EM1 Ec1"},
		// held factors (reading W100): at discretion, and for after movement, written last
		{"md2 em 2?", VectorOrder{Steps: []VectorStep{{Kind: VectorDrive, N: 2}}, EM: 2, EMDiscretionary: true}, "MD2 EM2?"},
		{"EM1? TS1", VectorOrder{Steps: []VectorStep{{Kind: VectorRotate, N: 1}}, EM: 1, EMDiscretionary: true}, "TS1 EM1?"},
		{"MD2/em1", VectorOrder{Steps: []VectorStep{{Kind: VectorDrive, N: 2}}, PostEM: 1}, "MD2 / EM1"},
		{"/ EM 3", VectorOrder{PostEM: 3}, "/ EM3"},
		{"EM1? MD1 / EM1", VectorOrder{Steps: []VectorStep{{Kind: VectorDrive, N: 1}}, EM: 1, EMDiscretionary: true, PostEM: 1}, "MD1 EM1? / EM1"},
	} {
		got, err := ParseVectorOrder(c.text)
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		if !cmp.Equal(got, c.want) || got.String() != c.str {
			t.Errorf("%q: %+v %q, want %+v %q", c.text, got, got.String(), c.want, c.str)
		}
	}
}

func TestParseVectorOrderErrors(t *testing.T) {
	for _, c := range []struct {
		text string
		col  int
		msg  string
	}{
		{"TP1 TS2", 5, "a second rotation"},
		{"PP1 MD2 PS1", 9, "a second push"},
		{"MD2 MD2", 5, "a second main-drive burn"},
		{"MD-2", 3, "never runs in reverse"},
		{"MD", 3, "MD needs a number"},
		{"TS7", 3, "1 to 6 points"},
		{"TP0", 3, "1 to 6 points"},
		{"PS0", 3, "1 MU or more"},
		{"Roll MD4", 1, "a Roll is a cinematic order"},
		{"MD2 EM", 7, "EM needs a number"},
		{"EM0", 3, "1 factor or more"},
		{"EM1 EM2", 5, "EM given twice"},
		{"Ec1 ec1", 5, "Ec given twice"},
		{"EM2??", 5, "expected MD"},
		{"MD1 Ec2?", 8, "expected MD"}, // not discretionary Extreme Manoeuvres: the ? follows Ec
		{"MD2 /", 6, "/ must be followed by EM n"},
		{"MD2 / MD1", 7, "/ must be followed by EM n"},
		{"MD2 / EM", 9, "EM needs a number"},
		{"MD2 / EM0", 9, "1 factor or more"},
		{"/ EM1 TS1", 7, "nothing may follow / EM n"},
		{"/ EM1 / EM1", 7, "nothing may follow / EM n"},
		{"/ EM1?", 6, "nothing may follow / EM n"},
		{"MD2 / SK P1", 7, "a Skid is a cinematic order"},
		{"SRJ SRJ", 5, "SRJ given twice"},
		{"SRJ 0", 5, "at least 1 MU"},
		{"RL RED", 4, "RED given twice"},
		{"backfire backfire", 10, "BACKFIRE given twice"},
		{"DR P1", 1, "a Dead Rotate"},
		{"ET MD4 ET", 8, "ET given twice"},
		{"P2 +3", 1, "a cinematic turn is a cinematic order"},
		{"MD2 +3", 5, "a change of velocity is a cinematic order"},
		{"MD2 -1", 5, "a change of velocity"},
		{"HA1P", 1, "a Hard About"},
		{"CO", 1, "a Corkscrew"},
		{"XY2", 1, "unknown code \"XY\""},
		{"MD2 FTL FTL", 9, "FTL given twice"},
		{"4", 1, "expected MD"},
		{"MD2 & 1", 5, "unexpected character '&'"},
		{strings.Repeat("MD1 ", 60), MaxOrderLen + 1, "longer than"},
	} {
		_, err := ParseVectorOrder(c.text)
		var oe *OrderError
		if !errors.As(err, &oe) || oe.Column != c.col || !strings.Contains(oe.Msg, c.msg) {
			t.Errorf("%q: %v, want column %d %q", c.text, err, c.col, c.msg)
		}
	}
}

func FuzzParseVectorOrder(f *testing.F) {
	for _, s := range []string{"MD4 TP2 PS1", "tp6,md0", "PR2+FTL", "MD-2", "TS1 TS1", "ET P3+3", "md 999 ps 999",
		"MD2 EM2", "RL MD6 TS1", "RED Ec2", "TP1 SRJ", "SRJ 40", "backfire", "ET MD4 EM1 Ec1", "EM2?", "MD1 / EM1", "Roll MD2",
		"MD2 EM2? / EM1", "/ EM2", "EM1? TS1 PS1", "MD1 / EM1 EM1", "MD2/SK P1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		o, err := ParseVectorOrder(text)
		if err != nil {
			checkOrderError(t, text, err)
			return
		}
		again, err := ParseVectorOrder(o.String())
		if err != nil {
			t.Fatalf("canonical %q of %q does not parse: %v", o.String(), text, err)
		}
		if !cmp.Equal(o, again) {
			t.Fatalf("%q -> %+v -> %q -> %+v", text, o, o.String(), again)
		}
		if len(o.Steps) > 3 {
			t.Fatalf("%q: %d parts", text, len(o.Steps))
		}
	})
}
