package broadside_test

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/goccy/go-yaml"
)

// k8sJob is the part of a Kubernetes Job manifest the checks read.
type k8sJob struct {
	Kind     string `yaml:"kind"`
	Metadata struct {
		Name string `yaml:"name"`
	} `yaml:"metadata"`
	Spec struct {
		CompletionMode string `yaml:"completionMode"`
		Completions    int    `yaml:"completions"`
		Parallelism    int    `yaml:"parallelism"`
		Template       struct {
			Spec struct {
				InitContainers []k8sContainer `yaml:"initContainers"`
				Containers     []k8sContainer `yaml:"containers"`
			} `yaml:"spec"`
		} `yaml:"template"`
	} `yaml:"spec"`
}

type k8sContainer struct {
	Command []string `yaml:"command"`
	Args    []string `yaml:"args"`
}

// TestKubernetesSweepJob checks that the Kubernetes example's shard Job and
// merge Job agree: as many indexed pods as shards, each writing the part
// the merge reads, a sweep file that exists, and a wait for every part.
func TestKubernetesSweepJob(t *testing.T) {
	data, err := os.ReadFile("deploy/kubernetes/sweep-job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	jobs := map[string]k8sJob{}
	for doc := range bytes.SplitSeq(data, []byte("\n---\n")) {
		var j k8sJob
		if err := yaml.Unmarshal(doc, &j); err != nil {
			t.Fatal(err)
		}
		if j.Kind == "Job" {
			jobs[j.Metadata.Name] = j
		}
	}
	sweep, merge := jobs["broadside-sweep"], jobs["broadside-merge"]
	n := sweep.Spec.Completions
	if sweep.Spec.CompletionMode != "Indexed" || n < 1 || sweep.Spec.Parallelism != n {
		t.Fatalf("the sweep Job is not Indexed with parallelism = completions: %+v", sweep.Spec)
	}
	args := sweep.Spec.Template.Spec.Containers[0].Args
	for _, want := range []string{fmt.Sprintf("--shard-count=%d", n), "--partial=/parts/part-$(JOB_COMPLETION_INDEX).json"} {
		if !slices.Contains(args, want) {
			t.Errorf("the shard's arguments %q lack %q", args, want)
		}
	}
	if file, ok := strings.CutPrefix(args[1], "/examples/"); !ok {
		t.Errorf("the sweep file %q is not one of the image's examples", args[1])
	} else if _, err := os.Stat("examples/" + file); err != nil {
		t.Error(err)
	}
	margs := merge.Spec.Template.Spec.Containers[0].Args
	var parts []string
	for i := range n {
		parts = append(parts, fmt.Sprintf("/parts/part-%d.json", i))
	}
	if !slices.Equal(margs[len(margs)-n:], parts) || !slices.Equal(margs[:2], []string{"sweep", "merge"}) {
		t.Errorf("the merge's arguments %q do not read the %d parts", margs, n)
	}
	wait := strings.Join(merge.Spec.Template.Spec.InitContainers[0].Command, " ")
	if !strings.Contains(wait, fmt.Sprintf("-ge %d", n)) {
		t.Errorf("the merge waits for the wrong number of parts: %s", wait)
	}
}

// TestSlurmSweepScript checks that the Slurm batch script takes the shard
// count from the job array and writes the part of its task.
func TestSlurmSweepScript(t *testing.T) {
	data, err := os.ReadFile("deploy/slurm/sweep.sbatch")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`--shard-count "$SLURM_ARRAY_TASK_COUNT"`, `--partial "$out/part-$SLURM_ARRAY_TASK_ID.json"`, "#SBATCH --array="} {
		if !bytes.Contains(data, []byte(want)) {
			t.Errorf("deploy/slurm/sweep.sbatch lacks %q", want)
		}
	}
}
