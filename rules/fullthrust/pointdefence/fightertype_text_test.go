package pointdefence

import (
	"encoding/json"
	"testing"
)

func TestFighterTypeJSONRoundTrip(t *testing.T) {
	for ft := Standard; ft < numTypes; ft++ {
		g := NewGroup("G", ft)
		data, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		var back Group
		if err := json.Unmarshal(data, &back); err != nil || back != g {
			t.Errorf("%s: %s read back as %+v (%v)", ft, data, back, err)
		}
	}
	var g Group
	if err := json.Unmarshal([]byte(`{"type": "bomber"}`), &g); err == nil {
		t.Error("an unknown type was accepted")
	}
}
