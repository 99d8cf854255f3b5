"""``python -m ferromat.kernel``: ``install`` writes the kernelspec; with a
connection file (``-f FILE``, as Jupyter starts it) it runs the kernel."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from typing import List, Optional

KERNEL_NAME = "ferromat"


def kernel_json() -> dict:
    return {
        "argv": [sys.executable, "-m", "ferromat.kernel", "-f", "{connection_file}"],
        "display_name": "MATLAB (ferromat)",
        "language": "matlab",
        "interrupt_mode": "signal",
    }


def install(argv: List[str]) -> str:
    parser = argparse.ArgumentParser(
        prog="python -m ferromat.kernel install",
        description="Install the ferromat Jupyter kernelspec.",
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--user", action="store_true", help="install for the current user")
    where.add_argument("--prefix", help="install under PREFIX/share/jupyter/kernels")
    parser.add_argument("--name", default=KERNEL_NAME, help="kernelspec name (default ferromat)")
    args = parser.parse_args(argv)

    from jupyter_client.kernelspec import KernelSpecManager

    folder = tempfile.mkdtemp()
    try:
        with open(os.path.join(folder, "kernel.json"), "w", encoding="utf-8") as f:
            json.dump(kernel_json(), f, indent=1)
        path = KernelSpecManager().install_kernel_spec(
            folder,
            kernel_name=args.name,
            user=args.user,
            prefix=args.prefix if args.prefix else (None if args.user else sys.prefix),
        )
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(f"Installed kernelspec {args.name} in {path}")
    return path


def main(argv: Optional[List[str]] = None) -> None:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["install"]:
        install(argv[1:])
        return
    from ipykernel.kernelapp import IPKernelApp

    from . import FerromatKernel

    IPKernelApp.launch_instance(argv=argv, kernel_class=FerromatKernel)


if __name__ == "__main__":
    main()
