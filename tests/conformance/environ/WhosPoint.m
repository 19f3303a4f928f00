classdef WhosPoint
  properties
    x = 1
    y = [1 2 3]
  end
end
