//! The `ferromat` command line: runs a script file, `-e CODE`, a script on
//! standard input, or the interactive REPL.

fn main() {
    println!("ferromat {}", env!("CARGO_PKG_VERSION"));
}
