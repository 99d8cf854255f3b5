% How maps and exceptions display (containers.Map and MException pages).
M = containers.Map({'Jan','Feb'}, [327.2 368.2])
E = MException('myComponent:inputError','Input does not have the expected format.')
