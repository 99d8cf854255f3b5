//! The `ferromat` command line: runs a script file, `-e CODE`, a script on
//! standard input, or the interactive REPL. A thin client of `Engine`: it
//! owns process concerns (arguments, exit status, stderr, the terminal) and
//! nothing of the language.

mod cli;
mod completion;
mod help_pages;
mod inline_image;
mod repl;

use std::process::ExitCode;

use clap::Parser;

/// Large freed arrays are taken back by the next result of the same size,
/// so a loop over big matrices does not page-fault every iteration.
#[global_allocator]
static ALLOCATOR: ferromat_kernels::allocator::ReusingAllocator =
    ferromat_kernels::allocator::ReusingAllocator;

fn main() -> ExitCode {
    let args = cli::Args::parse();
    cli::run(args)
}
