# Two commands for a newcomer: `make demo` and `make test`. Both install missing
# Debian packages (when run as root), configure and build first.
BUILD ?= build
JOBS  ?= $(shell nproc)
CUDA  ?= AUTO
GEN   := $(shell command -v ninja >/dev/null 2>&1 && echo "-G Ninja")
# The Python module (python/) builds into $(BUILD)/python with the interpreter of
# a venv in $(BUILD)/venv that holds its build and test packages (pip, PyPI).
PYTHON ?= python3
PYVENV := $(BUILD)/venv
PY     := $(PYVENV)/bin/python
PY_PACKAGES := numpy scipy networkx pytest nanobind

.PHONY: all deps pydeps configure build test-build demo test test-sanitize clean
all: build

deps:
	@tools/install-deps.sh

# Soft: without a venv or PyPI the module is skipped (make test then says so).
pydeps: deps
	@test -x $(PY) || $(PYTHON) -m venv $(PYVENV) || echo "note: no Python venv ($(PYTHON) -m venv failed): Python module skipped"
	@test ! -x $(PY) || $(PY) -c "import numpy, scipy, networkx, pytest, nanobind" 2>/dev/null || \
	  $(PY) -m pip install -q $(PY_PACKAGES) || echo "note: pip install failed: Python module skipped"

configure: deps pydeps
	@test -f $(BUILD)/CMakeCache.txt || cmake -S . -B $(BUILD) $(GEN) -DCMAKE_BUILD_TYPE=Release -DGRAPHBLADE_CUDA=$(CUDA) \
	  $(if $(wildcard $(PY)),-DPython_EXECUTABLE=$(abspath $(PY)))

build: configure
	cmake --build $(BUILD) -j $(JOBS)

# What the tests run, without the bench/*.cpp executables (cmake/graphblade_test_build.cmake).
test-build: configure
	cmake --build $(BUILD) -j $(JOBS) --target graphblade_test_build

demo: build
	$(BUILD)/bin/graphblade demo

test: test-build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)
	@test -f $(BUILD)/python/graphblade/__init__.py || { echo "error: the Python module was not built (needs \
	$(PYTHON) -m venv and PyPI; then rm $(BUILD)/CMakeCache.txt)"; exit 1; }
	PYTHONPATH=$(BUILD)/python $(PY) -m pytest -q python/tests

# The CPU tests under AddressSanitizer + UndefinedBehaviorSanitizer, stopping at
# the first report: a CPU-only -O1 build in its own folder; the subset (core,
# io, fuzz, ops, cli: the library, every reader, the mutation fuzz loop, the
# operators over the oracle, the CLI's error contract) is what fits the CI time
# budget (README, "What bad input gets"). -g1 (line tables, no variable info):
# reports still name file and line, and the template-heavy test units compile
# about a third faster than with -g.
SAN_BUILD ?= build-sanitize
SAN_TESTS := tests_core tests_io tests_fuzz tests_ops tests_cli
SAN_FLAGS := -O1 -g1 -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
test-sanitize: deps
	@test -f $(SAN_BUILD)/CMakeCache.txt || cmake -S . -B $(SAN_BUILD) $(GEN) -DCMAKE_BUILD_TYPE=Debug \
	  -DGRAPHBLADE_CUDA=OFF -DGRAPHBLADE_BENCH=OFF -DCMAKE_CXX_FLAGS_DEBUG="$(SAN_FLAGS)" \
	  -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined"
	cmake --build $(SAN_BUILD) -j $(JOBS) --target graphblade_cli $(SAN_TESTS)
	ASAN_OPTIONS=halt_on_error=1:abort_on_error=1:detect_leaks=1:allocator_may_return_null=1 \
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	ctest --test-dir $(SAN_BUILD) --output-on-failure -j $(JOBS) -L '^(core|io|fuzz|ops|cli)$$'

clean:
	rm -rf $(BUILD) $(SAN_BUILD)
