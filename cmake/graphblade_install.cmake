# Install rules and the package config: `cmake --install <build>` installs
# libgraphblade.a, the public headers (include/graphblade, the private backend
# headers under include/graphblade/backend too, since operators are templates)
# and lib/cmake/graphblade/ so that a consumer writes
#   find_package(graphblade CONFIG REQUIRED)
#   target_link_libraries(app PRIVATE graphblade::graphblade)
# The config records how the library was built (graphblade_HAS_CUDA) and finds
# the same dependencies (OpenMP, ZLIB, Threads, and CUDAToolkit for a CUDA
# build). COMPONENTS CUDA asks for a CUDA-enabled graphblade and fails otherwise.
include(CMakePackageConfigHelpers)
set(GB_CONFIG_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/graphblade)

install(TARGETS graphblade EXPORT graphbladeTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT graphblade_development
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/graphblade DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        COMPONENT graphblade_development)
install(EXPORT graphbladeTargets NAMESPACE graphblade:: DESTINATION ${GB_CONFIG_DIR}
        COMPONENT graphblade_development)
if(TARGET graphblade_cli)
  install(TARGETS graphblade_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT graphblade_cli)
endif()

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/graphbladeConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/graphbladeConfig.cmake INSTALL_DESTINATION ${GB_CONFIG_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/graphbladeConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/graphbladeConfig.cmake ${PROJECT_BINARY_DIR}/graphbladeConfigVersion.cmake
        DESTINATION ${GB_CONFIG_DIR} COMPONENT graphblade_development)
