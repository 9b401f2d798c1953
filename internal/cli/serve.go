package cli

import (
	"fmt"
	"log/slog"
	"net"
	"os/signal"
	"syscall"

	"github.com/broadside/broadside/internal/store"
	"github.com/broadside/broadside/internal/web"
	"github.com/spf13/cobra"
)

// serveFlags holds the flags of "broadside serve".
type serveFlags struct {
	addr  string // --addr: host:port to listen on
	db    string // --db: SQLite file path or postgres:// URL
	quiet bool   // --quiet: no request log
}

// newServeCmd returns "broadside serve": the web app on a local address,
// with saved games in a SQLite file or PostgreSQL.
func newServeCmd() *cobra.Command {
	var f serveFlags
	cmd := &cobra.Command{
		Use:   "serve [--addr 127.0.0.1:8080] [--db FILE | --db postgres://...]",
		Short: "Open the web app: odds pages and saved games in the browser",
		Long: `Serve opens Broadside's web app. By default it listens on 127.0.0.1:8080,
reachable from this computer only, and keeps saved games in broadside.db, a
SQLite file in the working directory; --db postgres://user@host/db uses
PostgreSQL instead. The schema is created or upgraded at start.

It logs one line per request to stderr (--quiet to stop) and runs until
interrupted (Ctrl-C) or terminated, then finishes the requests in progress.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runServe(cmd, f)
		},
	}
	cmd.Flags().StringVar(&f.addr, "addr", "127.0.0.1:8080", "address to listen on, host:port (port 0 picks a free one)")
	cmd.Flags().StringVar(&f.db, "db", "broadside.db", "saved games: a SQLite file path, or a postgres:// URL")
	cmd.Flags().BoolVar(&f.quiet, "quiet", false, "do not log requests")
	return cmd
}

// runServe opens the store, listens and serves until the command's context
// ends or SIGTERM arrives. It prints the address it serves on to stdout.
func runServe(cmd *cobra.Command, f serveFlags) error {
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGTERM)
	defer stop()
	st, err := store.Open(ctx, f.db)
	if err != nil {
		return err
	}
	defer st.Close()
	level := slog.LevelInfo
	if f.quiet {
		level = slog.LevelWarn
	}
	logger := slog.New(slog.NewTextHandler(cmd.ErrOrStderr(), &slog.HandlerOptions{Level: level}))
	srv, err := web.New(web.Config{Store: st, Logger: logger})
	if err != nil {
		return err
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", f.addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	db := f.db
	if st.Dialect() == store.Postgres {
		db = "PostgreSQL"
	}
	fmt.Fprintf(cmd.OutOrStdout(), "Broadside is serving on http://%s (saved games: %s); Ctrl-C stops it\n", ln.Addr(), db)
	if err := srv.Serve(ctx, ln); err != nil {
		return err
	}
	fmt.Fprintln(cmd.OutOrStdout(), "stopped")
	return nil
}
