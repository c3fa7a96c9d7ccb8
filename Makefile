# Two commands for a newcomer: `make demo` and `make test`. Both install missing
# Debian packages (when run as root), configure and build first.
BUILD ?= build
JOBS  ?= $(shell nproc)
CUDA  ?= AUTO
GEN   := $(shell command -v ninja >/dev/null 2>&1 && echo "-G Ninja")

.PHONY: all deps configure build demo test clean
all: build

deps:
	@tools/install-deps.sh

configure: deps
	@test -f $(BUILD)/CMakeCache.txt || cmake -S . -B $(BUILD) $(GEN) -DCMAKE_BUILD_TYPE=Release -DGRAPHBLADE_CUDA=$(CUDA)

build: configure
	cmake --build $(BUILD) -j $(JOBS)

demo: build
	$(BUILD)/bin/graphblade demo

test: build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

clean:
	rm -rf $(BUILD)
