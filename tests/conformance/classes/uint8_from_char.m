a = uint8('AZ')
