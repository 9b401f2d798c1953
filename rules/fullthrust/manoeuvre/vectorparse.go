package manoeuvre

import (
	"fmt"
)

// MaxRotation is the most clock points one thruster rotation turns the
// facing, to either side: six points turn the ship about.
const MaxRotation = 6

// cinematicCodes are the codes of cinematic orders and of the advanced
// manoeuvres without a vector form, which a vector order refuses by name
// (readings W72, W73).
var cinematicCodes = map[string]string{
	"ROLL": "a Roll", "CO": "a Corkscrew", "HA": "a Hard About",
	"DR": "a Dead Rotate", "ED": "Emergency Deceleration", "FL": "a Flip", "R": "Reverse Thrust",
	"SK": "a Skid", "P": "a cinematic turn", "S": "a cinematic turn",
}

// ParseVectorOrder reads a written order under vector movement in the
// book's notation (RULINGS A4): "MDn" burns the main drive for n MU along
// the facing; "TPn" or "TSn" rotates the facing n points (1 to 6) to port
// or starboard; "PPn", "PSn" or "PRn" pushes the ship n MU to port,
// starboard or astern; "FTL" engages the FTL drive; "ET" uses Emergency
// Thrust (reading W56); "RL" or "RED" Redlined Engines and "backfire" a
// Grav Backfire (W90); "EM n" spends n factors on Extreme Manoeuvres (W87);
// "Ec n" dedicates n to Eclipsing (W89); "SRJ" engages the FTL drive for a
// Short-Range Jump and "SRJ n" jumps n MU (W88). "EM n?" holds the n
// factors at discretion, and "/ EM n", written last, holds n for after
// movement (W100). Parts come in the order they are to be carried out, in
// any case, separated by spaces, commas or "+", each at most once; a
// number is required but for SRJ. The empty order drifts.
//
// A mistake is reported as an *OrderError with its column, such as a
// second rotation, a reversed main drive ("MD-2"), or a cinematic code
// ("RL", "P2", "+3"), which names what it is. Whether the ship can afford
// the order is [CheckVector]'s question.
func ParseVectorOrder(text string) (VectorOrder, error) {
	if len(text) > MaxOrderLen {
		return VectorOrder{}, &OrderError{Order: text, Column: MaxOrderLen + 1, Msg: fmt.Sprintf("order longer than %d characters", MaxOrderLen)}
	}
	toks, lerr := lexOrder(text)
	if lerr != nil {
		return VectorOrder{}, lerr
	}
	p := &orderParser{text: text, toks: toks}
	o, err := p.parseVector()
	if err != nil {
		return VectorOrder{}, err
	}
	return o, nil
}

// parseVector reads the tokens of a vector order.
func (p *orderParser) parseVector() (VectorOrder, *OrderError) {
	var o VectorOrder
	var had [3]bool
	for {
		t := p.peek(0)
		switch t.kind {
		case tEOF:
			return o, nil
		case tPlus:
			if n := p.peek(1); n.kind == tNum && n.pos == t.end {
				return o, p.errAt(t, "a change of velocity is a cinematic order; under vector movement burn the main drive (MDn)")
			}
			p.i++
			continue
		case tMinus:
			return o, p.errAt(t, "a change of velocity is a cinematic order; under vector movement burn the main drive (MDn) or push astern (PRn)")
		case tWord:
		case tSlash:
			p.i++
			return o, p.vectorPost(t, &o)
		default:
			return o, p.errAt(t, "expected MD, TP, TS, PP, PS, PR, ET, RL, EM, Ec, SRJ, backfire or FTL")
		}
		p.i++
		if t.word == "FTL" {
			if o.FTL {
				return o, p.errAt(t, "FTL given twice")
			}
			o.FTL = true
			continue
		}
		if done, err := p.vectorExtra(t, &o); done || err != nil {
			if err != nil {
				return o, err
			}
			continue
		}
		st, ok := vectorCode(t.word)
		if !ok {
			if what, cine := cinematicCodes[t.word]; cine {
				return o, p.errAt(t, "%s is a cinematic order, not available under vector movement", what)
			}
			return o, p.errAt(t, "unknown code %q (want MD, TP, TS, PP, PS, PR, ET, RL, EM, Ec, SRJ, backfire or FTL)", t.word)
		}
		if had[st.Kind] {
			return o, p.errAt(t, "a second %s: at most one main-drive burn, one rotation and one push a turn", kindName(st.Kind))
		}
		had[st.Kind] = true
		n := p.peek(0)
		switch {
		case n.kind == tMinus && st.Kind == VectorDrive:
			return o, p.errAt(n, "the main drive never runs in reverse; push astern with PRn")
		case n.kind != tNum:
			return o, p.errAt(n, "%s needs a number", t.word)
		}
		p.i++
		switch st.Kind {
		case VectorRotate:
			if n.num < 1 || n.num > MaxRotation {
				return o, p.errAt(n, "a rotation turns 1 to %d points", MaxRotation)
			}
			st.N *= n.num
		case VectorPush:
			if n.num < 1 {
				return o, p.errAt(n, "a push moves 1 MU or more")
			}
			st.N = n.num
		default:
			st.N = n.num
		}
		o.Steps = append(o.Steps, st)
	}
}

// vectorCode returns the step a code starts: for a rotation N holds the
// sign of the turn.
func vectorCode(w string) (VectorStep, bool) {
	switch w {
	case "MD":
		return VectorStep{Kind: VectorDrive}, true
	case "TP":
		return VectorStep{Kind: VectorRotate, N: -1}, true
	case "TS":
		return VectorStep{Kind: VectorRotate, N: 1}, true
	case "PP":
		return VectorStep{Kind: VectorPush, Side: PushPort}, true
	case "PS":
		return VectorStep{Kind: VectorPush, Side: PushStarboard}, true
	case "PR":
		return VectorStep{Kind: VectorPush, Side: PushReverse}, true
	}
	return VectorStep{}, false
}

// kindName names a kind of step for messages.
func kindName(k VectorKind) string {
	return [...]string{"main-drive burn", "rotation", "push"}[k%3]
}

// vectorExtra reads the advanced manoeuvre word t starts, if it is one
// ("ET", "RL", "RED", "backfire", "EM n", "Ec n", "SRJ [n]"), into o, and
// reports whether it was.
func (p *orderParser) vectorExtra(t token, o *VectorOrder) (bool, *OrderError) {
	var flag *bool
	switch t.word {
	case "ET":
		flag = &o.ET
	case "RL", "RED":
		flag = &o.Redline
	case "BACKFIRE":
		flag = &o.Backfire
	}
	switch {
	case flag != nil:
		if *flag {
			return true, p.errAt(t, "%s given twice", t.word)
		}
		*flag = true
		return true, nil
	case t.word == "SRJ":
		if o.Jump {
			return true, p.errAt(t, "SRJ given twice")
		}
		o.Jump = true
		if n := p.peek(0); n.kind == tNum {
			p.i++
			if n.num < 1 {
				return true, p.errAt(n, "a jump of at least 1 MU")
			}
			o.JumpDist = n.num
		}
		return true, nil
	case t.word != "EM" && t.word != "EC":
		return false, nil
	}
	into, name := &o.EM, "EM"
	if t.word == "EC" {
		into, name = &o.Eclipse, "Ec"
	}
	n := p.peek(0)
	switch {
	case *into > 0:
		return true, p.errAt(t, "%s given twice", name)
	case n.kind != tNum:
		return true, p.errAt(n, "%s needs a number", name)
	case n.num < 1:
		return true, p.errAt(n, "%s needs 1 factor or more", name)
	}
	p.i++
	*into = n.num
	if q := p.peek(0); q.kind == tQuest && name == "EM" {
		p.i++
		o.EMDiscretionary = true
	}
	return true, nil
}

// vectorPost reads what follows the slash (token slash) of a vector order:
// "EM n", the factors held for after movement (reading W100), and nothing
// after it.
func (p *orderParser) vectorPost(slash token, o *VectorOrder) *OrderError {
	t := p.peek(0)
	switch {
	case t.kind == tWord && t.word == "SK":
		return p.errAt(t, "a Skid is a cinematic order, not available under vector movement")
	case t.kind != tWord || t.word != "EM":
		return p.errAt(t, "/ must be followed by EM n, the factors held for after movement")
	}
	p.i++
	n := p.peek(0)
	switch {
	case n.kind != tNum:
		return p.errAt(n, "EM needs a number")
	case n.num < 1:
		return p.errAt(n, "EM needs 1 factor or more")
	}
	p.i++
	if q := p.peek(0); q.kind != tEOF {
		return p.errAt(q, "nothing may follow / EM n; write the rest of the order before the slash")
	}
	o.PostEM = n.num
	return nil
}
