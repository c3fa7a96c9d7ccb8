# The target graphblade_test_build: everything `make test` runs (CTest, then the
# Python tests) and nothing more: every target of the build but the bench/*.cpp
# and bench/*.cu executables, which no test runs. CUDA code is still compiled
# (the library's units, tests_cuda, the CUDA example and the Python module), so a
# compile break fails `make test` even without a GPU. `cmake --build` without a
# target (`make build`, bench/gpu_machine_run.sh) still builds everything.
function(graphblade_collect_targets dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  set(kept "")
  foreach(target ${targets})
    get_target_property(type ${target} TYPE)
    get_target_property(excluded ${target} EXCLUDE_FROM_ALL)
    if(type STREQUAL "INTERFACE_LIBRARY" OR excluded)
      continue()
    endif()
    if(dir STREQUAL "${PROJECT_SOURCE_DIR}/bench" AND type STREQUAL "EXECUTABLE")
      continue()
    endif()
    list(APPEND kept ${target})
  endforeach()
  foreach(sub ${subdirs})
    graphblade_collect_targets(${sub} sub_kept)
    list(APPEND kept ${sub_kept})
  endforeach()
  set(${out} ${kept} PARENT_SCOPE)
endfunction()

graphblade_collect_targets(${PROJECT_SOURCE_DIR} GB_TEST_BUILD_TARGETS)
add_custom_target(graphblade_test_build)
add_dependencies(graphblade_test_build ${GB_TEST_BUILD_TARGETS})
