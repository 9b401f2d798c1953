package web

import (
	"testing"
	"time"
)

func TestFlightsShareOneComputation(t *testing.T) {
	var f flights
	_, leader, done := f.join("q")
	if !leader {
		t.Fatal("the first request of a query is not its leader")
	}
	wait, second, _ := f.join("q")
	if second {
		t.Fatal("a second request of the same query leads a computation of its own")
	}
	if _, other, d := f.join("other"); !other {
		t.Error("a different query waits for another's computation")
	} else {
		d()
	}
	select {
	case <-wait:
		t.Fatal("the follower stopped waiting before the leader was done")
	default:
	}
	done()
	select {
	case <-wait:
	case <-time.After(time.Second):
		t.Fatal("the follower still waits after the leader is done")
	}
	if _, again, d := f.join("q"); !again {
		t.Error("a query asked after its computation ended does not compute again")
	} else {
		d()
	}
}
