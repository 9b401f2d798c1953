package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"

	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/internal/web"
)

// openStore opens a store in a new temporary directory; remove the
// directory when done.
func openStore() (*store.Store, string) {
	dir, err := os.MkdirTemp("", "broadside-web-example")
	if err != nil {
		log.Fatal(err)
	}
	st, err := store.Open(context.Background(), filepath.Join(dir, "games.db"))
	if err != nil {
		log.Fatal(err)
	}
	return st, dir
}

// A Server is an http.Handler: here it answers a JSON API call directly.
func Example() {
	st, dir := openStore()
	defer os.RemoveAll(dir)
	defer st.Close()

	srv, err := web.New(web.Config{Store: st})
	if err != nil {
		log.Fatal(err)
	}
	w := httptest.NewRecorder()
	srv.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/api/dice/odds?n=2d6&exact=1", nil))

	var odds struct {
		Mean float64
		Dist []struct {
			Value int
			Exact string
		}
	}
	if err := json.Unmarshal(w.Body.Bytes(), &odds); err != nil {
		log.Fatal(err)
	}
	fmt.Println(w.Code, "mean", odds.Mean)
	fmt.Println("P(2) =", odds.Dist[0].Exact, "P(7) =", odds.Dist[5].Exact)
	// Output:
	// 200 mean 7
	// P(2) = 1/36 P(7) = 1/6
}

// Serve runs until its context is cancelled, then shuts down gracefully.
func ExampleServer_Serve() {
	st, dir := openStore()
	defer os.RemoveAll(dir)
	defer st.Close()

	srv, err := web.New(web.Config{Store: st})
	if err != nil {
		log.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- srv.Serve(ctx, ln) }()

	resp, err := http.Get("http://" + ln.Addr().String() + "/api/health")
	if err != nil {
		log.Fatal(err)
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(string(body))

	stop()
	fmt.Println("stopped:", <-done)
	// Output:
	// {
	//   "database": "sqlite",
	//   "status": "ok"
	// }
	// stopped: <nil>
}
