package lab_test

import (
	"context"
	"fmt"
	"testing/fstest"

	"github.com/broadside/broadside/lab"
	"github.com/broadside/broadside/sim"
)

// A sweep of the Jovian frigate duel over the range, run whole in one
// process (shard 0 of 1) and reported.
func ExampleDecodeSweep() {
	sweep := `name: Frigates by range
kind: jovian
base: frigates.yaml
trials: 2000
metrics: [win:0]
axes:
  - name: range
    field: $.sides[1].units[0].at
    labels: ["6", "24"]
    values: [[0, 6], [0, 24]]
`
	fsys := fstest.MapFS{"frigates.yaml": {Data: []byte(frigates)}}
	sw, err := lab.DecodeSweep("sweep.yaml", []byte(sweep), fsys, ".")
	if err != nil {
		fmt.Println(err)
		return
	}
	parts, err := sw.Run(context.Background(), sim.Config{}, 1, sim.Shard{Index: 0, Count: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	points := make([]sim.Partial, len(parts))
	for i, p := range parts {
		points[i] = p.Partial
	}
	r, err := sw.Report(1, points)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range r.Points {
		fmt.Printf("%s inches: Blue wins %v\n", p.Labels[0], p.Estimates["win:0"])
	}
	// Output:
	// 6 inches: Blue wins 0.0005 [0.0001, 0.0028]
	// 24 inches: Blue wins 0.00000 [0.00000, 0.00192]
}
